/**
 * A date and time field as the Spanish admin reads it: «24 nov 2026, 15:14», the time list in
 * 24-hour form. Payload's own default for a date-and-time field is «Nov 24, 2026 3:14 PM»,
 * whatever the admin's language (its date picker formats with a fixed English pattern).
 */
export const dayAndTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'd MMM yyyy, HH:mm',
  timeFormat: 'HH:mm',
} as const
