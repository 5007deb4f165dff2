/**
 * The aisles of a home-improvement store and which materials are found in each. Pure data: a
 * material goes to the first section (in this order, the more specific aisles first, so "tile
 * adhesive" is with the tile) one of whose words its name contains; a name that says nothing
 * goes by the project's category. The shopping list shows the sections in this order too.
 * Each aisle: its id, its label and its words, comma-separated.
 */
const aisles = [
  [
    'lumber',
    'Lumber & boards',
    'lumber, board, plank, plywood, mdf, post, dowel, molding, moulding, baseboard, casing, shim, cedar, 2x4, stakes, pallet, shelf, door',
  ],
  [
    'fasteners',
    'Fasteners & hardware',
    'screw, nail, bolt, anchor, toggle, washer, hinge, bracket, hanger, pull, knob, slide, cleat, strap, brad, d-ring, hardware, grab bar, mount',
  ],
  [
    'plumbing',
    'Plumbing',
    'pipe, valve, faucet, supply line, p-trap, trap, toilet, flapper, wax ring, closet bolt, showerhead, cartridge, aerator, plumber, drain, disposal, thread seal, sealant tape, o-ring, hose',
  ],
  [
    'electrical',
    'Electrical & lighting',
    'wire, outlet, receptacle, switch, gfci, breaker, cover plate, light, led, bulb, lamp, fan, thermostat, doorbell, electrical, cable, alarm, battery, dimmer, fixture',
  ],
  [
    'flooring',
    'Flooring & tile',
    'tile, grout, thinset, laminate, vinyl plank, flooring, underlayment, transition, spacer, floor',
  ],
  [
    'paint',
    'Paint & finishing',
    "paint, primer, stain, enamel, sealer, polyurethane, finish, caulk, painter's tape, roller, brush, drop cloth, sandpaper, sanding, filler, spackle, putty, shellac, wallpaper",
  ],
  [
    'building',
    'Drywall & building materials',
    'drywall, joint compound, mesh, tape, plaster, concrete, mortar, cement, resurfacer, insulation, weatherstrip, sweep, backer, adhesive, glue, epoxy, shingle, roofing, siding, gutter, duct, waterproofing',
  ],
  [
    'garden',
    'Garden & outdoor',
    'soil, mulch, seed, fertilizer, plant, tree, gravel, stone, sand, paver, rain barrel, hardware cloth, landscape, aerator rental, splash block, asphalt, driveway',
  ],
  [
    'cleaning',
    'Cleaning & supplies',
    'cleaner, degreaser, vinegar, baking soda, soap, alcohol, sheeting, plastic, bags, test kit, lab test, lubricant, wax, filter, rental',
  ],
  ['other', 'Other', ''],
] as const;

export const storeSections = aisles.map(([id, label, words]) => ({
  id,
  label,
  words: words === '' ? [] : words.split(', '),
}));

export type StoreSectionId = (typeof aisles)[number][0];

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
  const found = storeSections.find((section) => section.words.some((word) => matches(name, word)));
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
