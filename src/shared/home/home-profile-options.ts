/**
 * The choices and limits of a home profile, zod-free so the My home page paints without zod
 * (the schema in home-profile-schema.ts is built from these).
 */
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
export const HOME_TOOL_MAX_CHARS = 40;

export interface HomeAppliance {
  name: string;
  model: string | null;
  filter_size: string | null;
}

export interface HomeProfile {
  year_built: number | null;
  home_type: (typeof homeTypes)[number] | null;
  region: string | null;
  heating: (typeof heatingTypes)[number] | null;
  water_heater: (typeof waterHeaterTypes)[number] | null;
  appliances: HomeAppliance[];
  tools: string[];
}

export const emptyHomeProfile: HomeProfile = {
  year_built: null,
  home_type: null,
  region: null,
  heating: null,
  water_heater: null,
  appliances: [],
  tools: [],
};
