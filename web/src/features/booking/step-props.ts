import type { BookingProgress } from '#shared/booking.js';

/** What every wizard step is given by the order page. */
export interface StepProps {
  progress: BookingProgress;
  /** After the step's call succeeded: the fields it saved and the step to show next. */
  onSaved: (fields: Partial<BookingProgress>, nextStep: number) => void;
  onPrevious: () => void;
}
