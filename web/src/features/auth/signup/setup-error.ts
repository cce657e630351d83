import { ApiError } from '../../../api';

export interface SetupError {
  message: string;
  /** HTTP status: 403 = this browser may not continue the setup, 409 = already set up, 0 = no answer. */
  status: number;
}

export const missingUserError: SetupError = {
  message: 'This page needs the link from your confirmation email.',
  status: 403,
};

/** Any failure of a setup call (steps 3 and 4) as SetupErrorAlert shows it. */
export function toSetupError(error: unknown, fallback: string): SetupError {
  if (error instanceof ApiError) return { message: error.message, status: error.status };
  return { message: fallback, status: 0 };
}
