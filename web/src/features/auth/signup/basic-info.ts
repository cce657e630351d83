// Signup step 1's values: what POST /api/signup takes, as the form holds them (phone as displayed).

export interface BasicInfoValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  license_number: string;
  smsConsent: boolean;
}

export const emptyBasicInfo: BasicInfoValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  license_number: '',
  smsConsent: false,
};

/** The form's fields in screen order: where focus goes first after a failed submit. */
export const BASIC_INFO_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'company', 'license_number', 'smsConsent'] as const;
