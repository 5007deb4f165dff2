/**
 * The aisles of a home-improvement store and which materials are found in each. Pure data: a
 * material goes to the first section (in this order, the more specific aisles first, so "tile
 * adhesive" is with the tile) one of whose words its name contains; a name that says nothing
 * goes by the project's category. The shopping list shows the sections in this order too.
 */
export const storeSections = [
  {
    id: 'lumber',
    label: 'Lumber & boards',
    words: [
      'lumber',
      'board',
      'plank',
      'plywood',
      'mdf',
      'post',
      'dowel',
      'molding',
      'moulding',
      'baseboard',
      'casing',
      'shim',
      'cedar',
      '2x4',
      'stakes',
      'pallet',
      'shelf',
      'door',
    ],
  },
  {
    id: 'fasteners',
    label: 'Fasteners & hardware',
    words: [
      'screw',
      'nail',
      'bolt',
      'anchor',
      'toggle',
      'washer',
      'hinge',
      'bracket',
      'hanger',
      'pull',
      'knob',
      'slide',
      'cleat',
      'strap',
      'brad',
      'd-ring',
      'hardware',
      'grab bar',
      'mount',
    ],
  },
  {
    id: 'plumbing',
    label: 'Plumbing',
    words: [
      'pipe',
      'valve',
      'faucet',
      'supply line',
      'p-trap',
      'trap',
      'toilet',
      'flapper',
      'wax ring',
      'closet bolt',
      'showerhead',
      'cartridge',
      'aerator',
      'plumber',
      'drain',
      'disposal',
      'thread seal',
      'sealant tape',
      'o-ring',
      'hose',
    ],
  },
  {
    id: 'electrical',
    label: 'Electrical & lighting',
    words: [
      'wire',
      'outlet',
      'receptacle',
      'switch',
      'gfci',
      'breaker',
      'cover plate',
      'light',
      'led',
      'bulb',
      'lamp',
      'fan',
      'thermostat',
      'doorbell',
      'electrical',
      'cable',
      'alarm',
      'battery',
      'dimmer',
      'fixture',
    ],
  },
  {
    id: 'flooring',
    label: 'Flooring & tile',
    words: [
      'tile',
      'grout',
      'thinset',
      'laminate',
      'vinyl plank',
      'flooring',
      'underlayment',
      'transition',
      'spacer',
      'floor',
    ],
  },
  {
    id: 'paint',
    label: 'Paint & finishing',
    words: [
      'paint',
      'primer',
      'stain',
      'enamel',
      'sealer',
      'polyurethane',
      'finish',
      'caulk',
      "painter's tape",
      'roller',
      'brush',
      'drop cloth',
      'sandpaper',
      'sanding',
      'filler',
      'spackle',
      'putty',
      'shellac',
      'wallpaper',
    ],
  },
  {
    id: 'building',
    label: 'Drywall & building materials',
    words: [
      'drywall',
      'joint compound',
      'mesh',
      'tape',
      'plaster',
      'concrete',
      'mortar',
      'cement',
      'resurfacer',
      'insulation',
      'weatherstrip',
      'sweep',
      'backer',
      'adhesive',
      'glue',
      'epoxy',
      'shingle',
      'roofing',
      'siding',
      'gutter',
      'duct',
      'waterproofing',
    ],
  },
  {
    id: 'garden',
    label: 'Garden & outdoor',
    words: [
      'soil',
      'mulch',
      'seed',
      'fertilizer',
      'plant',
      'tree',
      'gravel',
      'stone',
      'sand',
      'paver',
      'rain barrel',
      'hardware cloth',
      'landscape',
      'aerator rental',
      'splash block',
      'asphalt',
      'driveway',
    ],
  },
  {
    id: 'cleaning',
    label: 'Cleaning & supplies',
    words: [
      'cleaner',
      'degreaser',
      'vinegar',
      'baking soda',
      'soap',
      'alcohol',
      'sheeting',
      'plastic',
      'bags',
      'test kit',
      'lab test',
      'lubricant',
      'wax',
      'filter',
      'rental',
    ],
  },
  { id: 'other', label: 'Other', words: [] },
] as const satisfies readonly { id: string; label: string; words: readonly string[] }[];

export type StoreSectionId = (typeof storeSections)[number]['id'];

/** The project areas the knowledge base files entries under. */
export type StoreCategory =
  | 'electrical'
  | 'plumbing'
  | 'hvac'
  | 'appliances'
  | 'painting'
  | 'walls'
  | 'tiling'
  | 'flooring'
  | 'carpentry'
  | 'structure'
  | 'doors-windows'
  | 'roofing'
  | 'exterior'
  | 'outdoor'
  | 'garden'
  | 'kitchen'
  | 'bathroom'
  | 'basement'
  | 'upkeep';

/** Where a material whose name matched no section is most likely shelved, by project area. */
export const sectionByCategory: Record<StoreCategory, StoreSectionId> = {
  electrical: 'electrical',
  plumbing: 'plumbing',
  hvac: 'electrical',
  appliances: 'plumbing',
  painting: 'paint',
  walls: 'building',
  tiling: 'flooring',
  flooring: 'flooring',
  carpentry: 'lumber',
  structure: 'building',
  'doors-windows': 'building',
  roofing: 'building',
  exterior: 'building',
  outdoor: 'garden',
  garden: 'garden',
  kitchen: 'plumbing',
  bathroom: 'plumbing',
  basement: 'building',
  upkeep: 'other',
};

const matches = (name: string, word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(name);

/** The section a material is shelved in. */
export function storeSectionOf(
  materialName: string,
  category: StoreCategory | null,
): StoreSectionId {
  const name = materialName.toLowerCase();
  const found = storeSections.find((section) =>
    section.words.some((word: string) => matches(name, word)),
  );
  return found?.id ?? (category ? sectionByCategory[category] : 'other');
}

/** Materials grouped by section, sections in store order, empty sections left out. */
export function groupByStoreSection<T extends { name: string }>(
  materials: readonly T[],
  category: StoreCategory | null,
) {
  return storeSections
    .map((section) => ({
      id: section.id,
      label: section.label,
      items: materials.filter((material) => storeSectionOf(material.name, category) === section.id),
    }))
    .filter((group) => group.items.length > 0);
}
