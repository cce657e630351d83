import type { PasskeyItem } from '#functions/data/auth-passkeys.js';
import type { SavedSoftAuthenticator } from './soft-authenticator.js';

// Passkeys registered through /api/webauthn/register-* by our own WebAuthn code (D-178), before
// @simplewebauthn/server verified them again (D-202): each soft authenticator, saved, and the
// passkey item that code stored for it, as it stored it. Only the account (pk) is the test's.

export interface StoredBeforeD202 {
  device: SavedSoftAuthenticator;
  item: Omit<PasskeyItem, 'pk'>;
}

export const PASSKEYS_STORED_BEFORE_D202: StoredBeforeD202[] = [
  {
    device: {
      algorithm: 'ES256',
      privateKey: {
        kty: 'EC',
        x: '1P6IHcWDsTwONABG6nGx4k3TuWk1t6ocZ41d0Aj6kH0',
        y: 'ZuPTBUeCU0-wnvBd8tvzIaSHD3h-PGxBnbrjb14aVYM',
        crv: 'P-256',
        d: '5AwY-OM4QeUEE0i0ZJ1xq8NCj_S7t78Q_-GYlJ2gl4k',
      },
      credentialId: 'UoPuYCZcA6r7iu8h47RjOg',
      counter: 1,
    },
    item: {
      sk: 'PASSKEY#UoPuYCZcA6r7iu8h47RjOg',
      credential_id: 'UoPuYCZcA6r7iu8h47RjOg',
      public_key: 'pQECAyYgASFYINT-iB3Fg7E8DjQARupxseJN07lpNbeqHGeNXdAI-pB9IlggZuPTBUeCU0-wnvBd8tvzIaSHD3h-PGxBnbrjb14aVYM',
      counter: 1,
      transports: ['internal'],
      device_type: 'singleDevice',
      backed_up: false,
      created_at: '2026-11-27T09:59:03.789Z',
    },
  },
  {
    device: {
      algorithm: 'EdDSA',
      privateKey: {
        crv: 'Ed25519',
        d: 'tBo3mAiUbAH34cbY-6VzW4UHu-2dJ9kulJXYDfYjCEs',
        x: 'fwj6xGlirV-3rA_WawZAS6mL_RkDl2lvSUeMqcESpQU',
        kty: 'OKP',
      },
      credentialId: 'FFQZZtc1aV5tz2yKYkQ-GA',
      counter: 1,
    },
    item: {
      sk: 'PASSKEY#FFQZZtc1aV5tz2yKYkQ-GA',
      credential_id: 'FFQZZtc1aV5tz2yKYkQ-GA',
      public_key: 'pAEBAycgBiFYIH8I-sRpYq1ft6wP1msGQEupi_0ZA5dpb0lHjKnBEqUF',
      counter: 1,
      transports: ['internal'],
      device_type: 'singleDevice',
      backed_up: false,
      created_at: '2026-11-27T09:59:03.912Z',
    },
  },
  {
    device: {
      algorithm: 'RS256',
      privateKey: {
        kty: 'RSA',
        n: 'uo1TJYfnXn5rzbeYzcLHnkXQhh-8qbAAxIbohsgstRp6TWneBrX6QaNvUyViVsLh44awUFdQo0dcxETqnPxhWoEqGCKYG7TsYkI3OX39_jx_jx--YChaG_hGq80FSiJ4acxjOcBWQX_WZQHbTe4zxfDIrUGtEbFQrjqIc8d675x-Eb_WMO-Ci3kZy_RzoUHdjHrn94yPi5KQiH_NJxRR7dEjJjs4ap4J6fRIXRxWa_XBzsjtq9E_w2eBtG0bImUMcaaOY20gNYfBgpXPUlIGCz26a_mJ_a9PHv4PYjjQ3_BubuoSzjt4o_3EIDYcBToKHe9oizTWAERXs6vreGoVdw',
        e: 'AQAB',
        d: 'ByXdxw3rXOuHl7JK_QH-CWbovoH-ImJVz9yX5u6fQM2jznjg3zSCtO2WNYMmhecv7QGpfgcFHUq2tCBIxCeOj9TBXl7t2nAlIhsiEpD7EnHZprazU89w5HF2505Lv14bpFzN0ICreBU8_VHLHV6kDTQ4NR0McCWNzy1tMl7t5ElI-8UDJEzRDadfDIugaxn9alEItKrSICBJ-KJ-Hq_sfmBpuHY4rTF635tHBFAITiBwh3RxWnHfFzfPL79YTkwF1XDQkkZ0uGePchQRkbwE5IV1-O_36dbiaLd808a80q5bG34JwUoZlv8pe3nu6yKo_LL-J5SEgg9GmQ4kMrIZAQ',
        p: '9-YgMpk6YqhmZQ-BtvtJ5iQVA--XoafzE9oINqL05dl60ftPAuUfPMIgV0Y0515kiv3pdV-iQxiBYZsDu4JNJFI_MP-YOjFhHd1YRSNWC-XkV7b5gfFsLQS73ZhAnodLJqE9uEnxxjanblAYIziQRo6m04seSUdzMSPe8s55CCc',
        q: 'wKX7o15CTsHc8TutUJQNY_vnQlQUf04JNRatc8d4oUPdgutQUXJWBA0DBeIURdPbelaS0GcKZsM02ulC2tYdSQbkn1FakvGXNDKcaLJyd1OwCREB8DZAQNz82V_DNruMxE6wcLJKw0LZxnSyQMc_DAesbPTClO6fJvsnmVZiCjE',
        dp: 'PFfvRIHaHYPikP0qVTFsNrJXz0J2RaqNWCq9zxbxyDWdWRn0jL7bUL3sg3IalKt8i_zs5F5oMC7555mFWhKI1quSqEm_c4LrogpsX0APxQur_tISgFgVPgwl8vYJ3M0QNRIQ5RhS2y4YqZijl4dAT3yQDXSS5cGXv8F8ltw9yAc',
        dq: 'CpCPrjPbGwqSnUASjxqvaU5FLmQCA8E5zAmEVZcYzG82VJmm-_BzOyGjis0NI48suBbLUlZ0QZJu8ZpdKjcXwAt6uinx96D8E8a6wRsYH-cc_kJKguvWtjfoPdt8jyHV5GYUUvnUE8U0wCdiJx9GG9jH4enCSfyUCcU4NLaCBeE',
        qi: 'c_U664b49fqCrtOKBkeJJEbyBelQt1GIeqzW_o3EdqQZMaKiEr-tb9HOG6e8G2wndyo-Uu7Jb56mMD3glZraL_KA0ZqdsIH49EmYd5z7LlxOYAw6gSMKHR8Oy1IGcWcuKN-ce8Olc0uV8sTwSdLT1TFY7NFajUn-r22D6LgU1d0',
      },
      credentialId: 'SO1P8AlxqR5SfToQaettsA',
      counter: 1,
    },
    item: {
      sk: 'PASSKEY#SO1P8AlxqR5SfToQaettsA',
      credential_id: 'SO1P8AlxqR5SfToQaettsA',
      public_key: 'pAEDAzkBACBZAQC6jVMlh-defmvNt5jNwseeRdCGH7ypsADEhuiGyCy1GnpNad4GtfpBo29TJWJWwuHjhrBQV1CjR1zEROqc_GFagSoYIpgbtOxiQjc5ff3-PH-PH75gKFob-EarzQVKInhpzGM5wFZBf9ZlAdtN7jPF8MitQa0RsVCuOohzx3rvnH4Rv9Yw74KLeRnL9HOhQd2Meuf3jI-LkpCIf80nFFHt0SMmOzhqngnp9EhdHFZr9cHOyO2r0T_DZ4G0bRsiZQxxpo5jbSA1h8GClc9SUgYLPbpr-Yn9r08e_g9iONDf8G5u6hLOO3ij_cQgNhwFOgod72iLNNYARFezq-t4ahV3IUMBAAE',
      counter: 1,
      transports: ['internal'],
      device_type: 'singleDevice',
      backed_up: false,
      created_at: '2026-11-27T09:59:04.138Z',
    },
  },
];
