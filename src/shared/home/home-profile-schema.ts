import { z } from 'zod';

export const homeTypes = [
  'house',
  'townhouse',
  'apartment',
  'condo',
  'mobile home',
  'other',
] as const;
export const heatingTypes = [
  'gas furnace',
  'oil furnace',
  'electric furnace',
  'heat pump',
  'boiler',
  'electric baseboard',
  'wood or pellet stove',
  'other',
] as const;
export const waterHeaterTypes = [
  'gas tank',
  'electric tank',
  'tankless gas',
  'tankless electric',
  'heat pump',
  'from the boiler',
  'other',
] as const;

/** Oldest year a home can say it was built; anything earlier is a typo. */
export const OLDEST_HOME_YEAR = 1600;
export const HOME_APPLIANCES_MAX = 30;
export const HOME_TOOLS_MAX = 60;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const homeApplianceSchema = z.object({
  name: z.string().trim().min(1, 'Name the appliance').max(60, 'Appliance: at most 60 characters'),
  model: optionalText(60, 'Model number'),
  filter_size: optionalText(40, 'Filter size'),
});

/**
 * What the assistant knows about a user's home: an older house brings lead-paint and asbestos
 * warnings to any job that disturbs paint or old materials, and tools the user owns are not on
 * the shopping list.
 */
export const homeProfileSchema = z.object({
  year_built: z
    .number()
    .int('Year built: a whole year')
    .min(OLDEST_HOME_YEAR, `Year built: ${OLDEST_HOME_YEAR} or later`)
    .max(new Date().getFullYear() + 1, 'Year built: not in the future')
    .nullable(),
  home_type: z.enum(homeTypes).nullable(),
  region: optionalText(80, 'Region'),
  heating: z.enum(heatingTypes).nullable(),
  water_heater: z.enum(waterHeaterTypes).nullable(),
  appliances: z
    .array(homeApplianceSchema)
    .max(HOME_APPLIANCES_MAX, `At most ${HOME_APPLIANCES_MAX} appliances`),
  tools: z
    .array(z.string().trim().min(1, 'Name the tool').max(40, 'Tool: at most 40 characters'))
    .max(HOME_TOOLS_MAX, `At most ${HOME_TOOLS_MAX} tools`),
});

export type HomeProfile = z.infer<typeof homeProfileSchema>;
export type HomeProfileInput = z.input<typeof homeProfileSchema>;

export const emptyHomeProfile: HomeProfile = {
  year_built: null,
  home_type: null,
  region: null,
  heating: null,
  water_heater: null,
  appliances: [],
  tools: [],
};
