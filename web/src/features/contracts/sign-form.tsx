import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { contractMessages } from '#shared/contracts.js';
import { ApiError } from '../../api';
import { stateOfFailure, submitSignature, type ContractState } from './contracts-api';
import { SignaturePad } from './signature-pad';

interface Props {
  token: string;
  defaultName: string;
  onDone: (state: ContractState | { status: 'done'; signedAt: string }) => void;
}

/** product/portal.md §5: name, "I agree" and a signature; nothing is sent until all three are given. */
export function SignForm({ token, defaultName, onDone }: Props) {
  const [name, setName] = useState(defaultName);
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<{ name?: string; agreed?: string; signature?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: contractMessages.nameRequired }),
      ...(agreed ? {} : { agreed: contractMessages.agreeRequired }),
      ...(signature ? {} : { signature: contractMessages.signatureRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const reply = await submitSignature(token, { full_name: name.trim(), agreed: true, signature_data: signature });
      onDone({ status: 'done', signedAt: reply.signed_at });
    } catch (caught) {
      const state = caught instanceof ApiError ? stateOfFailure(caught, contractMessages.submitFailed) : undefined;
      if (state && state.status !== 'error') onDone(state);
      else setFailure(caught instanceof ApiError && caught.status === 400 ? caught.message : contractMessages.submitFailed);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Full name" required value={name} onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _, ...rest }) => rest);
          }} error={errors.name} autoComplete="name" maw={400} />
        <Checkbox label="I agree to the terms of this service agreement" checked={agreed} onChange={(event) => {
            setAgreed(event.currentTarget.checked);
            setErrors(({ agreed: _, ...rest }) => rest);
          }} error={errors.agreed} />
        <div>
          <Text id="signature-label" fw={500} size="sm" mb={4}>
            Signature <span aria-hidden>*</span>
          </Text>
          <SignaturePad
            labelId="signature-label"
            onChange={(dataUrl) => {
              setSignature(dataUrl);
              if (dataUrl) setErrors(({ signature: _, ...rest }) => rest);
            }}
          />
          {errors.signature && (
            <Text c="red.8" size="sm" role="alert">
              {errors.signature}
            </Text>
          )}
        </div>
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isBusy} maw={400}>
          Sign agreement
        </Button>
      </Stack>
    </form>
  );
}
