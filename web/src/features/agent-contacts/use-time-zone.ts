import { useBusinessInfo } from '../../components/business-info';

/** The business's time zone (America/Chicago until the business info has loaded). */
export const useTimeZone = () => useBusinessInfo()?.time_zone ?? 'America/Chicago';
