import { z } from 'zod';
import {
  heatingTypes,
  HOME_APPLIANCES_MAX,
  HOME_TOOL_MAX_CHARS,
  HOME_TOOLS_MAX,
  homeTypes,
  OLDEST_HOME_YEAR,
  waterHeaterTypes,
  type HomeProfile,
} from './home-profile-options';

export { emptyHomeProfile, type HomeProfile } from './home-profile-options';

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
// Typed with the zod-free HomeProfile, so the two can never drift apart.
export const homeProfileSchema: z.ZodType<HomeProfile, unknown> = z.object({
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
    .array(
      z
        .string()
        .trim()
        .min(1, 'Name the tool')
        .max(HOME_TOOL_MAX_CHARS, `Tool: at most ${HOME_TOOL_MAX_CHARS} characters`),
    )
    .max(HOME_TOOLS_MAX, `At most ${HOME_TOOLS_MAX} tools`),
});
