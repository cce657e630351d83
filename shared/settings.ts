import * as z from './zod.js';
import type { DisclaimerSettings } from './reports.js';

/** GET /api/business-info: what the public pages print about the business (from configuration). */
export const businessInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  license: z.string(),
  time_zone: z.string(),
  /** Whether this is a development or test deployment (the SPA links /dev/outbox then). */
  is_production: z.boolean(),
});

export type BusinessInfo = z.infer<typeof businessInfoSchema>;

// Admin settings (/settings): prices, daily capacity and blocked dates (product/rules.md "Prices and capacity").

/** A whole-dollar (or whole-count) field with a message a person can read. */
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${label}.` })
    .check(
      z.int(`${label[0]!.toUpperCase()}${label.slice(1)} must be a whole number.`),
      z.minimum(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be at least ${min.toLocaleString('en-US')}.`),
      z.maximum(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max.toLocaleString('en-US')}.`),
    );

/** The same bounds as shared/booking.ts pricingSchema, with the messages the settings form shows. */
export const pricingValuesSchema = z.object({
  base_price: whole('the base price', 0, 10_000),
  base_sqft: whole('the base square footage', 0, 20_000),
  step_sqft: whole('the step size in square feet', 1, 5_000),
  step_price: whole('the price per step', 0, 1_000),
  bath_threshold: whole('the number of included bathrooms', 0, 20),
  bath_price: whole('the price per extra bathroom', 0, 1_000),
  multi_family_price: whole('the Multi-Family adder', 0, 5_000),
  new_construction_price: whole('the new construction adder', 0, 5_000),
});

export const MAX_DAILY_CAPACITY = 20;
export const dailyCapacitySchema = whole('the daily capacity', 1, MAX_DAILY_CAPACITY);

/** The version the admin loaded; saving over another admin's newer save is a 409. */
const versionSchema = z.number().check(z.int(), z.minimum(0));

export const putPricingSchema = z.object({ values: pricingValuesSchema, version: versionSchema });
export const putCapacitySchema = z.object({ daily_capacity: dailyCapacitySchema, version: versionSchema });

/** A real calendar date written YYYY-MM-DD. */
export const calendarDateSchema = z
  .string({ error: 'Choose a date.' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'), z.refine(isRealDate, 'Choose a real date.'));

/** A YYYY-MM-DD that names a day of the calendar; false (never a throw) for anything else. */
export function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real date survives the round trip.
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const blockDateSchema = z.object({ date: calendarDateSchema });

/** How far ahead blocked dates are listed (and may be blocked). */
export const BLOCKED_DATES_DAYS = 180;

export interface AdminSettings {
  pricing: z.infer<typeof pricingValuesSchema> & { version: number };
  capacity: { daily_capacity: number; version: number };
  /** Hours after an inspection by which its report is promised (PUT /api/admin/settings/report-promise). */
  report_promise: { report_promise_hours: number; version: number };
  blocked_dates: string[];
  /** Today in the business's time zone: the first date that may be blocked. */
  today: string;
  /** The report viewer's preamble (PUT /api/admin/settings/report-disclaimer). */
  report_disclaimer: DisclaimerSettings;
  /**
   * The route planner's travel model and starting address (PUT /api/admin/settings/route-planner):
   * shared/route-planner.ts `RouteSettings`, spelled out here because that file reads this one's date schema.
   */
  route_planner: {
    detour_factor: number;
    speed_mph: number;
    start_point: { latitude: number; longitude: number; label?: string | undefined } | null;
    version: number;
  };
}

export interface BlockDateReply {
  success: true;
  date: string;
  /** Set when the day already has inspections: the admin must reschedule them. */
  warning?: string;
  assigned_count: number;
}
