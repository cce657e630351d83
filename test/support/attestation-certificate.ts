import { createPrivateKey } from 'node:crypto';

// An attestation certificate for the soft authenticator's "packed" full attestation (WebAuthn
// §8.2): made once with openssl (EC P-256, version 3, OU "Authenticator Attestation", CA false,
// good until 2046), self-signed, so no trust anchor vouches for it. Parsing it takes the
// library's ASN.1 code, which is what the bundle test needs to run (D-156, D-202).

export const ATTESTATION_CERTIFICATE = Buffer.from(
  'MIICQDCCAeWgAwIBAgIUJoD/6bKSaqzv3o65wd9nglBzCecwCgYIKoZIzj0EAwIwcDELMAkGA1UEBhMCVVMxIDAeBgNVBAoMF0lu' +
  'c3BlY3Rpb24gUG9ydGFsIFRlc3RzMSIwIAYDVQQLDBlBdXRoZW50aWNhdG9yIEF0dGVzdGF0aW9uMRswGQYDVQQDDBJTb2Z0IEF1' +
  'dGhlbnRpY2F0b3IwHhcNMjYxMTI3MTAwOTUyWhcNNDYxMTIyMTAwOTUyWjBwMQswCQYDVQQGEwJVUzEgMB4GA1UECgwXSW5zcGVj' +
  'dGlvbiBQb3J0YWwgVGVzdHMxIjAgBgNVBAsMGUF1dGhlbnRpY2F0b3IgQXR0ZXN0YXRpb24xGzAZBgNVBAMMElNvZnQgQXV0aGVu' +
  'dGljYXRvcjBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABP3JydoC07nGXKXun1LqQeji5dmO6SHezpoAgwt3lvOP9eaiDdC83Qvq' +
  '+EHeGJcOuthj5al3q6/8cS95jBtxCRijXTBbMB0GA1UdDgQWBBRsZHY8bQOsTevTqdLmoMR4l96qEjAfBgNVHSMEGDAWgBRsZHY8' +
  'bQOsTevTqdLmoMR4l96qEjAMBgNVHRMBAf8EAjAAMAsGA1UdDwQEAwIHgDAKBggqhkjOPQQDAgNJADBGAiEA2zd89qyRhg7cDtn6' +
  'wnzExs/pEt28EjcaAFUVHlFWIoECIQDOMEY4v6RretShCti5pUWxb5G8ETige6sRDlRRjJZ8kQ==',
  'base64',
);

export const ATTESTATION_KEY = createPrivateKey({ key: Buffer.from('MHcCAQEEIBtvchd9wZAzVjlWcrorKFWpMjYN7OIhcZlPNWty4qG4oAoGCCqGSM49AwEHoUQDQgAE/cnJ2gLTucZcpe6fUupB6OLl2Y7pId7OmgCDC3eW84/15qIN0LzdC+r4Qd4Ylw662GPlqXerr/xxL3mMG3EJGA==', 'base64'), format: 'der', type: 'sec1' });
