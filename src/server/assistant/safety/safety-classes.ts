import type {
  EmergencyClassId,
  ForeseenId,
  ReminderClassId,
  SafetyClassId,
  StopClassId,
  StopSituationId,
  WarningClassId,
} from './safety-class-ids';

/**
 * What the reply says for each danger, and what that advice rests on. Emergencies and stops
 * replace the DIY answer ("what to do now", "whom to call"); warnings open it.
 */
export interface StopText {
  heading: string;
  /** What to do right now, in order. */
  now: readonly string[];
  /** Whom to call, and what not to do meanwhile. */
  then: string;
  basis: string;
}

export const EMERGENCIES: Record<EmergencyClassId, StopText> = {
  'gas-leak': {
    heading: 'Stop: a gas smell is an emergency',
    now: [
      "Don't switch lights or appliances on or off, use a phone, light a match or start a car inside: any spark can ignite gas.",
      'Leave the home now with everyone, pets included, and leave the door open behind you.',
      "From well away from the building, call your gas utility's emergency line or 911.",
      "Stay out until the utility or fire department says it is safe. Don't relight pilots or turn valves back on yourself.",
    ],
    then: "Please don't look for the leak or try to fix it. The gas utility or a licensed gas fitter finds and repairs it.",
    basis:
      'Gas utility emergency guidance; NFPA 54 (National Fuel Gas Code); U.S. PHMSA natural-gas safety advice.',
  },
  'carbon-monoxide': {
    heading: 'Stop: treat this as carbon monoxide until proven otherwise',
    now: [
      'Get everyone, pets included, outside into fresh air now. Switch off the boiler, furnace or heater only if it is on your way out; do not stay to open windows or look for the source.',
      "Call 911 (or your local emergency number) or your gas utility's emergency line from outside, and get medical help for anyone with a headache, dizziness, nausea, confusion or sleepiness: responders can measure CO and treat people.",
      "Don't go back in, reset the alarm or restart the furnace, water heater, boiler or generator until responders say it is safe.",
    ],
    then: 'Afterwards, have a licensed HVAC technician or your gas utility inspect every fuel-burning appliance, flue and chimney before it runs again. A CO alarm that sounds is not a battery chirp: a single chirp every minute or so is the low-battery signal.',
    basis: 'U.S. CPSC and CDC carbon-monoxide guidance; NFPA 72 and UL 2034 (CO alarms); NFPA 720.',
  },
  'electrical-fire': {
    heading: 'Stop: heat, sparks or a burning smell from wiring is a fire risk',
    now: [
      "Don't touch the outlet, switch, plug or panel, and don't keep using that circuit.",
      "If it is safe to reach the panel, switch off that circuit's breaker (or the main). Don't open the panel or touch a hot breaker.",
      'If you see smoke or flames, or the smell keeps getting stronger, get everyone out and call 911. Use a Class C (or ABC) extinguisher only on a small fire with a clear way out, never water.',
    ],
    then: "Keep the circuit off and have a licensed electrician find the cause (a loose connection, a failing device or an overloaded circuit) before anything is used again. Don't replace the outlet and carry on: the fault may be in the wiring behind it.",
    basis:
      'NFPA 921 and U.S. Fire Administration data on electrical fires; ESFI home-wiring warning signs; NEC 110.14 (connections).',
  },
  'smoke-fire': {
    heading: 'Stop: smoke or fire means get out first',
    now: [
      'Get everyone out now and call 911 from outside. Close doors behind you if it is on the way.',
      "Don't go back in for belongings or to find the source.",
      'Only for a small, contained fire with a clear way out: use the right extinguisher (ABC), and never water on electrical or grease fires.',
    ],
    then: 'After the fire department clears it, have the appliance or wiring involved inspected by a licensed electrician or technician before it is used again.',
    basis: 'NFPA and U.S. Fire Administration home-fire guidance.',
  },
  'water-and-electricity': {
    heading: 'Stop: water and electricity together can kill',
    now: [
      "Don't touch anything wet that is plugged in or wired, not even to unplug it, and don't wade into standing water: rubber boots or a dry towel won't protect you, and the water itself can carry a deadly shock.",
      "If you can reach the panel from a dry spot without touching water, switch off the affected circuits or the main. If you can't, keep out and call your utility or 911 to cut the power.",
      'Stop the water at its source once that is safe: the main water shutoff, or the fixture above.',
    ],
    then: 'Have a licensed electrician check wet outlets, fixtures or the panel before the power goes back on; wet devices and breakers are usually replaced.',
    basis:
      'ESFI and American Red Cross flood electrical safety; NEC 406.9 and 210.8 (damp and wet locations, GFCI).',
  },
  'active-flooding': {
    heading: 'Stop the water first',
    now: [
      'Close the main water shutoff (the stopcock or main valve) now: usually where the water line enters the house (basement, crawl space, utility room, under the kitchen sink or garage), or at the meter box by the street.',
      "If water is near outlets, cords or the panel, don't walk through it: switch the power off at the panel from a dry spot, or call your utility.",
      'If a ceiling is bulging or sagging with water, keep everyone out from under it: it can come down all at once.',
      'Open a faucet at the lowest point of the house to drain the lines, and move valuables out of the water.',
    ],
    then: 'Call a plumber (many answer emergencies day and night). Photograph the damage for insurance, and dry everything within 24–48 hours, the window EPA gives before mould starts to grow.',
    basis:
      'EPA "A Brief Guide to Mold, Moisture and Your Home"; American Red Cross flood guidance; plumbing shutoff practice (IRC P2903.9).',
  },
};

/**
 * A lithium battery (e-bike, scooter, tool, power bank) that runs hot, swells, hisses or smells
 * on its charger is the electrical-fire emergency too, but the wiring block's words (the
 * outlet, the breaker, an extinguisher) are the wrong ones: the pack itself is what burns,
 * fast, with toxic smoke, and can flare up again.
 */
export const LITHIUM_BATTERY_FIRE: StopText = {
  heading: 'Stop: a hot, swollen or hissing lithium battery can catch fire',
  now: [
    "Stop charging and using it, and don't touch, carry or try to cool the pack itself.",
    "If the charger's plug is out of reach of the pack and not hot, unplug it at the wall or switch that circuit off at the breaker; if not, leave it.",
    'Only if it is not smoking and you can move it without touching the pack, move the bike, scooter or tool away from anything that can burn, outside onto concrete or bare ground if you can. Never carry a smoking pack.',
    "If it smokes, hisses, pops or flames, get everyone out now, close the door behind you and call 911 from outside. Don't try to put it out: a lithium fire spreads in seconds and can reignite.",
  ],
  then: "Don't charge or ride it again. A damaged pack is replaced, never opened or rebuilt at home: the maker, the dealer or a battery recycler takes it. Keep a working smoke alarm where batteries charge, and charge only while you are awake and nearby.",
  basis:
    'NFPA and FDNY lithium-ion battery safety guidance (stop using a pack that is hot, swollen, leaking, smells or makes noises; move it away from anything that can burn if safe to do so; call 911); U.S. CPSC micromobility battery guidance; UL 2849 and UL 2272.',
};

/** What still holds once an emergency has been dealt with, for the rest of the conversation. */
export const REMINDERS: Record<ReminderClassId, string> = {
  'gas-work':
    '🔧 **Gas work stays with the pro:** the connection, any capping and the leak test are theirs; you can clear the space and handle everything away from the gas line.',
  'main-panel':
    '⚡ **Panel work stays with the electrician:** the connection inside the panel, the breaker and the inspection are theirs; anything you do yourself stops at the panel.',
  'gas-leak':
    "🔥 **After a gas leak:** don't turn valves back on, relight pilots or use the appliance until the gas utility or a licensed gas fitter has repaired and tested it; if you smell gas again, leave and call from outside.",
  'carbon-monoxide':
    "🫁 **After carbon monoxide:** don't run the furnace, boiler, heater or generator that caused it (or any red-tagged appliance) until a qualified technician has fixed and cleared it, never heat with a grill, oven, paraffin or camping heater indoors, and keep a working CO alarm on every sleeping floor.",
  'electrical-fire':
    "⚡ **Until an electrician has seen it:** keep that circuit off at the breaker and don't use the scorched outlet, switch or cord or anything on the same damaged wiring; a warm or discoloured part is a fire risk.",
  'smoke-fire':
    '🔥 **After smoke or fire:** have the source (dryer, chimney, appliance, wiring) inspected before it is used again, and make sure your smoke alarms work.',
  'water-and-electricity':
    '⚡ **Wet wiring:** keep the power off to anything that got wet until an electrician has checked it; wet outlets, fixtures and breakers are usually replaced.',
  'active-flooding':
    '💧 **After a flood:** keep the water shut off until the leak is repaired, keep power off in wet areas, and dry out within 24–48 hours to stop mould; a bulging ceiling can come down, so stay out from under it.',
};

export const STOP_SITUATIONS: Record<StopSituationId, StopText> = {
  'near-power-lines': {
    heading: 'Stop: trees near power lines are the utility’s job',
    now: [
      "Don't cut, trim or pull on a limb that touches or hangs over an overhead line, and keep yourself, ladders and pole saws at least 10 feet away: electricity can arc to a tool or through a wet branch, and a contact can kill.",
      'If a limb is rubbing on or has brought down a line, keep everyone and pets away and treat every wire as live.',
    ],
    then: 'Call your electric utility: most clear limbs from service lines for free or will drop the line so an arborist can work safely. For the rest of the tree, hire a line-clearance certified arborist.',
    basis:
      'OSHA 1910.333(c)(3) and 1910.269 (minimum approach distances to overhead lines); ANSI Z133 (arboricultural safety); electric utilities’ vegetation-management guidance.',
  },
  'safety-bypass': {
    heading: "Stop: don't bypass a heater's safety controls",
    now: [
      "Don't bypass, jumper or disable the thermostat, high-limit cut-out or relief valve, even for a few days: they are what stop the water from overheating, scalding someone or building up enough pressure to burst the tank.",
      'Until it is repaired, use the heater as it is (or turn it off) and keep the relief valve and its discharge pipe clear.',
    ],
    then: 'Call a licensed plumber or electrician (a gas engineer for a gas heater): a thermostat or cut-out that keeps tripping is a symptom of a fault that needs finding, and the part costs little.',
    basis:
      'ASME/ANSI Z21.10 and UL 174 (water heater temperature limiting controls); IRC P2804 (relief valves); manufacturers’ installation instructions.',
  },
  'failing-balcony': {
    heading: 'Stop: keep people off a balcony or deck that shows these signs',
    now: [
      "Keep everyone off it and don't hold the gathering out there: rusted reinforcing steel showing, concrete crumbling away, a crack where it meets the building, a railing or balustrade that moves, or rotten framing mean it may not carry a crowd, and balconies fail suddenly under load.",
      "Don't patch over it with mortar, tiles or paint: that hides the damage while it carries on underneath.",
    ],
    then: 'Call a structural engineer to inspect it and say what it can carry until it is repaired. In a flat, condo or strata building, tell the building manager or owners’ corporation today: balconies are usually common property, and the unit below may be at risk too.',
    basis:
      'IRC Table R301.5 (balconies and decks designed for a 40 psf live load) and R507 (deck ledgers and framing); ACI 562 (assessment and repair of concrete with corroded reinforcement); local balcony inspection rules.',
  },
  'failing-retaining-wall': {
    heading: 'Stop: keep everyone away from a retaining wall that is moving',
    now: [
      'Keep children, pets and everyone else well clear of the ground in front of the wall and of the top edge, today: a crack that keeps widening, a bulge or a lean, bricks or blocks that have shifted and muddy water pushing through mean the soil behind is pushing the wall over, and these walls give way suddenly, often during or after heavy rain.',
      "Don't prop it, fill the crack or dig at its foot, and keep weight off the top (cars, soil, water, a pool or a deck): a prop or fresh mortar does not hold back the soil, and digging or loading can set it going.",
    ],
    then: 'Call a structural or geotechnical engineer to inspect it now and say what must be done; if the wall holds up a neighbour’s garden, a driveway, a road or a building, tell the owner and your council or building department too. If it is moving by the hour or cracks are opening fast, keep everyone away from both sides and call the emergency services.',
    basis:
      'IRC R404.4 (retaining walls over 4 feet, or supporting a surcharge, designed by an engineer); New Zealand Building Act Schedule 1 (walls over 1.5 m or carrying a surcharge need consent); local building rules.',
  },
  'failing-structure': {
    heading: 'Stop: keep everyone away from a wall, ceiling or chimney that is moving',
    now: [
      "Keep everyone out of the room, out of the rooms below and beside it, and away from where it would fall outside, and don't sleep there tonight: a crack that keeps widening, a door frame that leans or a door that suddenly jams, plaster or bricks falling, cracking sounds or a chimney stack leaning mean part of the building is moving now, often under a load or a wind it was not built for.",
      "Don't fill, plane, paint or strap it, don't climb up to it, and don't put more weight on or above it. Where it can be done from a safe place, take off weight that was added (drain a newly added water tank, move heavy equipment off the floor or roof above).",
    ],
    then: 'Call a structural engineer to inspect it today and say what must be propped or taken down (for a chimney, a builder or roofer who does chimney work can make it safe); if you rent or share the building, tell the landlord, building manager or housing society now too. If the cracking gets louder, a crack opens while you watch, the ceiling drops or a chimney sways in the wind, get everyone out of the way and call the emergency services.',
    basis:
      'IRC R301.1 and IBC Chapter 16 (a building must carry the loads put on it, and added loads need design); IS 875 Part 2 (imposed loads on floors and roofs); local building rules on dangerous structures.',
  },
  'protection-bypass': {
    heading: "Stop: don't defeat a breaker, fuse, RCD or GFCI",
    now: [
      "Don't tape, hold or jumper a breaker on, fit a bigger fuse or breaker, or swap an RCD, GFCI or ELCB for a plain outlet or breaker, even for a few days: a breaker or fuse that trips is keeping the wire from overheating inside the wall, and an RCD or GFCI that trips is stopping a shock that can kill.",
      'Until it is fixed, leave that circuit off or run less on it, and keep cords and anything plugged into it away from water.',
    ],
    then: 'Call a licensed electrician: a breaker or RCD that keeps tripping is pointing at a fault (water in an outdoor outlet or a pump, a failing appliance, a damaged cable, too much on one circuit) that needs finding, and on a hot tub, pool or pond pump the shock protection is required.',
    basis:
      'NEC 240.4 (overcurrent protection of conductors), NEC 210.8 and Article 680 (GFCI protection, pools and spas); BS 7671 Regulation 411.3.3 (30 mA RCD protection of socket-outlets); CPSC GFCI guidance.',
  },
};

export const STOPS: Record<StopClassId, StopText> = {
  'gas-work': {
    heading: 'Gas lines are a job for a licensed pro',
    now: [
      "Don't connect, move, cap or repair gas lines, fittings or connectors yourself: a small leak can cause a fire, an explosion or carbon monoxide poisoning.",
      "If you ever smell gas (like rotten eggs), don't touch switches; leave and call the gas utility or 911 from outside.",
    ],
    then: 'Call a licensed gas fitter or plumber (in the UK a Gas Safe registered engineer, which the law requires for any gas work); in most places the work needs a permit and a pressure test. I can still help with work around the appliance that keeps you away from the gas connection.',
    basis: 'NFPA 54 (National Fuel Gas Code) and IRC Chapter 24 (fuel gas); local permit rules.',
  },
  'main-panel': {
    heading: 'Stop: panel work needs a licensed electrician',
    now: [
      "Don't open the panel cover, add or swap breakers or add circuits yourself: the service wires feeding the panel stay live even with the main breaker off.",
      'You can safely reset a tripped breaker (fully off, then on) and label circuits without opening the cover.',
      'If the panel is hot, buzzing, sparking or smells burnt, keep away and call an electrician today, or 911 if there is smoke.',
    ],
    then: 'Call a licensed electrician; panel work usually needs a permit and an inspection.',
    basis:
      'NEC Article 408 (panelboards) and 230 (services); local permit rules; OSHA 1910.333 (work on energized parts).',
  },
};

export interface WarningText {
  text: string;
  basis: string;
}

export const WARNINGS: Record<WarningClassId, WarningText> = {
  electrical: {
    text: '⚡ **Electricity:** turn off the breaker for the circuit and confirm it is dead with a non-contact voltage tester before touching any wire. If anything is scorched, melted or warm, stop and call an electrician.',
    basis: 'NEC; OSHA 1910.333 (de-energize and verify); ESFI.',
  },
  'circuit-upsizing': {
    text: '⚡ **Never fit a bigger breaker to stop tripping:** the breaker protects the wire in the wall. 14 AWG copper is limited to 15 A and 12 AWG to 20 A; a larger breaker lets the wire overheat inside the wall, which is how house fires start. Find the cause (overload, short or ground fault) instead.',
    basis: 'NEC 240.4(D) (small-conductor overcurrent protection); NEC 310.16.',
  },
  'aluminium-wiring': {
    text: '⚡ **Aluminum wiring:** 1960s–70s aluminum branch wiring overheats at connections. Only devices marked CO/ALR, or pigtails with approved connectors (AlumiConn, COPALUM) by an electrician, are safe; never connect it to ordinary copper-only devices.',
    basis: 'U.S. CPSC "Repairing Aluminum Wiring"; NEC 110.14 and 406.3 (CO/ALR).',
  },
  'knob-and-tube': {
    text: "⚡ **Knob-and-tube wiring:** it has no ground, its insulation gets brittle, and it must not be buried in insulation or extended. Have an electrician assess it before any work, and don't add loads to it.",
    basis: 'NEC 394.12 (uses not permitted); insurer and ESFI guidance on knob-and-tube wiring.',
  },
  capacitor: {
    text: "⚡ **High-voltage capacitor:** microwaves and AC or furnace units hold capacitors that stay charged (thousands of volts in a microwave) long after unplugging. Don't open a microwave's cabinet at all, and leave HVAC capacitors to a technician who discharges and tests them.",
    basis: 'Manufacturer service warnings; U.S. FDA microwave-oven safety; UL 923.',
  },
  structural: {
    text: "🏗️ **Structural:** bearing walls, beams, joists, rafters and foundations hold the house up. Don't cut, notch or remove any of them, or ignore a widening crack or a sagging floor, without a structural engineer or licensed contractor (and a permit for the work).",
    basis:
      'IRC R502.8 (cutting and notching joists), R602.6 (studs), R301 (structural design); local permit rules.',
  },
  asbestos: {
    text: "☣️ **Asbestos:** in homes built before the 1980s, popcorn and textured ceilings, old 9×9 floor tiles and their black mastic, pipe and boiler insulation and vermiculite may contain asbestos. Don't sand, scrape, drill or tear it out until a sample has been lab-tested; if positive, hire a licensed abatement contractor.",
    basis: 'U.S. EPA "Protect Your Family from Exposures to Asbestos"; OSHA 1926.1101.',
  },
  'lead-paint': {
    text: "☣️ **Lead paint:** homes built before 1978 likely have lead paint. Don't dry-sand, dry-scrape, power-wash or use a heat gun over 1100 °F on it; test first (an EPA-recognized kit or a lab), keep children and pregnant people away, mist surfaces and clean with a HEPA vacuum. Hired work must be done by an EPA RRP-certified firm.",
    basis:
      'U.S. EPA Renovation, Repair and Painting (RRP) rule, 40 CFR 745; EPA "Lead-Safe Certified Guide to Renovate Right".',
  },
  mould: {
    text: '🦠 **Mould:** fix the moisture first or it comes back. EPA suggests a professional for more than about 10 square feet (roughly 3 × 3 ft), for mould inside walls or HVAC ducts, after sewage or flood water, or if anyone in the home has asthma or a weak immune system. Wear an N95, gloves and goggles for small clean-ups.',
    basis:
      'U.S. EPA "A Brief Guide to Mold, Moisture and Your Home" and "Mold Remediation in Schools and Commercial Buildings".',
  },
  scalding: {
    text: '♨️ **Scalding:** water at 140 °F burns skin in about 5 seconds, at 120 °F it takes minutes. Keep the water heater around 120 °F (or fit an anti-scald mixing valve), and point the relief-valve discharge pipe at the floor, never at yourself.',
    basis:
      'U.S. CPSC scald-prevention guidance; ASSE 1070 (mixing valves); IRC P2804 (relief valves).',
  },
  height: {
    text: '🪜 **Working at height:** falls from ladders and roofs are among the most common serious DIY injuries. Set ladders on firm, level ground at a 4-to-1 angle, extend them 3 ft past the edge, keep three points of contact and never stand on the top two rungs. For a second story, a steep or wet roof, or near power lines, hire a pro with fall protection.',
    basis: 'OSHA 1926.1053 (ladders); American Ladder Institute; CPSC injury data.',
  },
  'tree-work': {
    text: '🌳 **Trees and chainsaws:** felling, limbing above shoulder height or cutting near the house or power lines is how chainsaw injuries and crushed roofs happen. Never work near power lines (call the utility); hire a certified arborist for large trees and anything that could fall on a structure.',
    basis: 'OSHA 1910.266 and ANSI Z133 (arboricultural safety); CPSC chainsaw safety.',
  },
  digging: {
    text: "📞 **Call 811 before you dig:** gas, power and data lines can be inches below the surface. Call 811 (or use your state's online request) a few working days before digging post holes or trenches; the utilities mark their lines free of charge.",
    basis: 'Common Ground Alliance 811 "Call Before You Dig"; U.S. PHMSA.',
  },
  chemicals: {
    text: "🧪 **Chemicals:** never mix bleach with ammonia, vinegar or acid drain cleaners (toxic gases). Ventilate well, wear gloves and eye protection, and read the label's safety instructions; don't plunge a drain after pouring chemical cleaner into it.",
    basis:
      'U.S. CDC and poison-control guidance on cleaning-product mixtures; product safety data sheets.',
  },
  permit: {
    text: '📝 **Permit:** this kind of work (new circuits, moving plumbing, structural changes, decks, water heaters, egress windows) usually needs a permit and inspection. Check with your local building department before you start; it also protects you when you sell.',
    basis: 'IRC R105 (permits); local building department rules.',
  },
};

/**
 * The chemicals warning in the words of the chemical at hand: the mixing warning says nothing
 * to someone about to spray foam in a crawlspace or make soap with lye. The general text stays
 * for everything else.
 */
export const CHEMICAL_WORDINGS: ReadonlyArray<{ when: RegExp; wording: WarningText }> = [
  {
    when: /\b(?:froth[- ]?paks?|spray[- ]?foam\w*|(?:two|2)[- ](?:part|component) foam|2k (?:clear|paint|primer|urethane|lacquer)|two[- ]pack|isocyanates?|hardener|activator)\b/,
    wording: {
      text: '🧪 **Chemicals:** two-part spray foam and 2K paints cure with isocyanates. Breathing the mist can cause asthma that lasts for life, and a dust mask does not stop it. Wear a respirator with organic-vapour cartridges (an air-fed mask for 2K paint), goggles and covered skin. Ventilate, keep everyone else out of that part of the house until it has cured for as long as the maker says, and put out pilot lights and anything that sparks nearby while you spray.',
      basis:
        'U.S. EPA guidance on spray polyurethane foam (SPF); UK HSE guidance on isocyanates in paints; the products\u2019 safety data sheets.',
    },
  },
  {
    when: /\b(?:lye|caustic(?: soda)?|sodium hydroxide|naoh|potassium hydroxide)\b/,
    wording: {
      text: '🧪 **Chemicals:** lye (caustic soda) burns skin and eyes and gets hot as it dissolves. Always add the lye to the water, never water onto the lye, in stainless steel or heat-proof plastic (never aluminium, which it eats, giving off hydrogen). Wear gloves and goggles, work with a window open or outside, and keep children and pets out of the room while you work.',
      basis: 'Sodium hydroxide safety data sheets; U.S. CDC/NIOSH pocket guide (sodium hydroxide).',
    },
  },
  {
    // Petrol as a pesticide or a fire starter, not the mower's fuel in a message about bleach.
    when: /^(?=[\s\S]*\b(?:petrol|gasoline)\b)(?=[\s\S]*\b(?:nests?|mounds?|stumps?|holes?|burrows?|bonfire|burn pile|brush pile|wasps?|hornets?|yellow ?jackets?|ants?|gophers?|moles?|rats?|snakes?)\b)/,
    wording: {
      text: '🧪 **Chemicals:** petrol poured into a nest, a hole, a stump or a fire gives off vapour that is heavier than air, drifts to a flame or spark and ignites; it also soaks into the soil and groundwater. Use a product labelled for the pest or the job, or call pest control, and keep fuel for engines only, stored in a proper can away from the house.',
      basis: 'U.S. EPA and fire service guidance on gasoline; NFPA 30 (flammable liquids).',
    },
  },
];

/** Every class's basis line, for citations. */
export function basisOf(id: SafetyClassId): string {
  return (
    (EMERGENCIES as Record<string, StopText>)[id]?.basis ??
    (STOPS as Record<string, StopText>)[id]?.basis ??
    (WARNINGS as Record<string, WarningText>)[id]?.basis ??
    ''
  );
}

/** What is ahead if the plan goes on as told, and how to do it without the emergency. */
export const FORESEEN: Record<ForeseenId, WarningText> = {
  'fryer-by-the-house': {
    text: '🔥 **Fire risk ahead:** a turkey fryer used in a garage, under a porch or carport or on a wooden deck, filled too full, or given a turkey that is still frozen or wet, boils over onto the burner and sets the oil alight. Fry only outdoors on level ground, well away from the house; find the oil level first with the thawed bird in water; thaw and dry it completely; lower it in slowly with the burner off; never leave it; keep a fire extinguisher (never water) to hand. If the oil catches, turn off the gas only if you safely can, get everyone away and call 911.',
    basis:
      'NFPA guidance on turkey fryers; UL and U.S. CPSC turkey-fryer safety advice; fryer manufacturers’ instructions.',
  },
  'chimney-unfit-to-light': {
    text: "🔥 **Chimney fire risk ahead:** a flue with a nest or debris in it, or a thick, shiny or crusty black coating (glazed creosote), can catch fire or send smoke and carbon monoxide back into the room. Don't light it until a certified chimney sweep has cleaned and inspected it; and don't burn wrapping paper, cardboard or Christmas-tree branches in a fireplace at any time: they flare up and throw burning pieces up the flue.",
    basis:
      'NFPA 211 (annual chimney inspection and cleaning as needed); U.S. CPSC and Chimney Safety Institute of America fireplace guidance.',
  },
  'heater-where-people-sleep': {
    text: "🫁 **Carbon monoxide risk ahead:** a gas, propane or paraffin heater without a flue (a cabinet heater, a camping heater) burns the room's air and puts its fumes into it. Don't run one where anyone sleeps, overnight, or in a shut room, cabin or boat; use an electric heater there instead, keep a working CO alarm where people sleep, and if anyone gets a headache, dizziness or nausea, turn it off and get everyone into fresh air.",
    basis:
      'AS/NZS 5601 and heater makers’ instructions (unflued heaters never in bedrooms or overnight, always with ventilation); U.S. CPSC and CDC carbon-monoxide guidance; NFPA 720.',
  },
  'fogger-by-a-flame': {
    text: "🔥 **Fire risk ahead:** bug bombs (foggers) spray a flammable mist that a pilot light, a gas burner or a spark can ignite, and more of them than the room needs makes that far more likely. Use only as many as the label gives for the room's size, turn off pilot lights and anything with a flame or that cycles on and off, leave with people and pets for as long as the label says, and air the place out before anyone comes back.",
    basis:
      'U.S. EPA and CDC guidance on total-release foggers (explosions and fires from pilot lights and overuse); product labels.',
  },
  'generator-by-the-house': {
    text: "🫁 **Carbon monoxide risk ahead:** a generator's exhaust can kill within minutes in a garage, even with the door up, and it seeps into the house from a basement, a porch, a carport or beside a window. Run it only outdoors, at least 20 feet (6 m) from the house, with the exhaust pointing away from doors, windows and vents; put it under a purpose-made generator cover or canopy in rain or snow, never indoors; keep battery CO alarms on every floor; and if anyone feels dizzy, sick or headachy, get everyone into fresh air and call 911.",
    basis:
      'U.S. CPSC and CDC portable-generator guidance (outdoors only, 20 feet from the home); generator makers’ manuals; NFPA 720 (CO alarms).',
  },
  'stove-too-close': {
    text: "🔥 **Fire risk ahead:** a wood stove or its pipe closer to wood than its label allows slowly chars the wood until it lights, sometimes months later, and stove pipe run through a wall, ceiling or roof with the gap packed with insulation or foil tape, instead of a listed pass-through, is a common way cabins and sheds burn. Use the clearances on the stove's label (with no label, NFPA 211 gives 36 in for the stove and 18 in for single-wall pipe), a listed insulated chimney and wall or ceiling thimble where the pipe crosses, and a hearth pad of the size and rating the maker gives. Have it inspected before the first fire, and fit smoke and CO alarms.",
    basis:
      'NFPA 211 (clearances to combustibles for stoves and single-wall connectors; wall pass-through systems); UL 1482 and ULC S627 stove listings; CSA B365 (installation of solid-fuel appliances, Canada); stove makers’ installation manuals.',
  },
  'torch-on-a-frozen-pipe': {
    text: "🔥 **Fire risk ahead:** a torch or any open flame on a frozen pipe sets fire to the wood, paper and insulation behind and around it, often out of sight inside the wall, and a pipe heated too fast can burst. Open the tap, then thaw from the tap end with gentle heat: a hair dryer, warm towels, a space heater in the room (kept clear of anything that burns) or heat cable made for pipes. If the pipe is inside a wall you can't reach, warm the room and open the cabinet doors, or call a plumber. If it has split, shut off the main water first.",
    basis:
      'American Red Cross and U.S. Fire Administration guidance on thawing frozen pipes (never an open flame); NFPA 51B (hot work fire watch).',
  },
  'charcoal-shut-in': {
    text: '🫁 **Carbon monoxide risk ahead:** burning charcoal gives off carbon monoxide the whole time it glows, long after the flames and smoke are gone, and in a greenhouse, shed, garage, tent or porch shut up for the night it builds to a deadly level and seeps into any room the space opens onto. Never burn charcoal or a barbecue in an enclosed space. To keep plants frost free use an electric greenhouse heater with a thermostat on a circuit made for outdoors, or bubble wrap and fleece, and keep a working CO alarm in the rooms next to it.',
    basis:
      'U.S. CDC and CPSC carbon-monoxide guidance (never burn charcoal inside a home, garage, tent or other enclosed space); NFPA 720 (CO alarms).',
  },
  'oily-rags-heaped': {
    text: '🔥 **Fire risk ahead:** rags, cloths and paper towels wet with linseed, tung, Danish or decking oil or an oil-based stain heat up as the oil dries, and balled up in a bag, a bin or a pile they can reach the point where they catch fire on their own, hours later and with nobody there. Lay them out flat outside to dry hard, away from the house, or put them in a metal can filled with water and a tight lid, and take them to a hazardous-waste drop-off; never leave them in a heap, a plastic bag, the kitchen bin or the garage trash.',
    basis:
      'U.S. Fire Administration and NFPA guidance on oily rags (spontaneous heating of drying oils); the oil and stain makers’ disposal instructions on the can.',
  },
  'flame-left-burning': {
    text: '🔥 **Fire risk ahead:** a candle, diya or oil lamp left burning overnight or with nobody in the room is how most candle fires start: a flame that flares, a lamp that tips or a curtain that drifts onto it catches while everyone sleeps. Put it out before you sleep or leave the room; if a flame must burn through the night, stand it in a deep metal or brass tray or a bowl of sand or water, on a fireproof surface with a clear metre above and around it (no curtains, paper, cloth or wooden shelf), out of reach of children and pets, and keep a working smoke alarm nearby. An LED or battery diya or candle gives the light with no flame.',
    basis:
      'NFPA and U.S. Fire Administration candle-fire guidance (most candle fires start when the flame is left unattended or too close to things that burn); fire services’ festival-lamp safety advice.',
  },
  'hot-work-on-a-fuel-tank': {
    text: "💥 **Explosion risk ahead:** a tank, drum or can that has held heating oil, kerosene, petrol, diesel or gas still holds vapour long after it seems empty, and a grinder's sparks, a cutting torch, a welder or even a drill can set it off, blowing the end or the lid off the tank at whoever is holding the tool. Don't cut, grind, drill or weld it. Have it emptied, cleaned and made gas-free by a tank-removal or decommissioning contractor (they test it with a gas meter and fill it with water or foam before anything is cut), and check your council's or environment agency's rules for an old buried oil tank and for any fuel or sludge left in it.",
    basis:
      'OSHA 29 CFR 1910.252(a)(3) (no cutting or welding on used drums or tanks until cleaned of flammables); AWS F4.1 (safe practices for welding and cutting containers that have held combustibles); NFPA 326 (safeguarding tanks and containers for entry, cleaning or repair).',
  },
  'engine-run-indoors': {
    text: '🫁 **Carbon monoxide risk ahead:** a petrol or gas engine (a pressure washer, a water pump, a concrete saw, a floor buffer) usually has no catalytic converter, and its exhaust is rich in carbon monoxide; run in a basement, a garage or any room it can fill the space to a deadly level within minutes, even with a door or window open and fans running. Keep the engine outside, well away from doors, windows and vents, and bring only the hose or the tool inside; for indoor work hire an electric machine instead. If anyone feels dizzy, headachy or sick, get everyone into fresh air and call 911.',
    basis:
      'NIOSH publication 96-118 (carbon monoxide from small gasoline-powered engines and tools used indoors); U.S. CPSC and CDC carbon-monoxide guidance; pressure-washer makers’ manuals (outdoor use only).',
  },
  'vents-blocked-by-a-fire': {
    text: "🫁 **Carbon monoxide risk ahead:** a stove, fire or fuel heater needs the air its vents let in, and with them stuffed or taped over it burns short of air and makes far more carbon monoxide, most of all when it is turned or banked down to smoulder through the night. Keep every fixed vent open wherever something burns fuel, and keep the warmth in another way (curtains, draught-proofing the gaps that aren't vents, a rug over the floor). Fit a working CO alarm where people sleep, and if anyone wakes with a headache, dizziness or nausea, get them into fresh air and call for help.",
    basis:
      'UK Building Regulations Approved Document J (permanent air supply for open-flued and solid-fuel appliances); Boat Safety Scheme guidance on carbon monoxide (never block fixed ventilation); U.S. CPSC and CDC carbon-monoxide guidance; NFPA 720.',
  },
  'gas-burner-indoors': {
    text: '🫁 **Carbon monoxide risk ahead:** an outdoor gas burner (a wok or jet burner, a turkey-fryer or camping burner, a patio heater) is made for open air: it puts out far more heat and fumes than a kitchen hob, and in a garage, shed or tent, even with the door part open, its carbon monoxide builds up and drifts into a house joined to it, while its flame sits close to whatever is stored there. Use it outdoors, clear of the house, on a level non-combustible base, behind a windbreak made for it (or a sheltered corner of the yard) if wind is the trouble. Keep the gas bottle outside and upright, and a CO alarm in the rooms next to the garage.',
    basis:
      'Burner and appliance makers’ instructions (outdoor use only); AS/NZS 5601 (gas installations; outdoor appliances not for enclosed spaces); U.S. CPSC and CDC carbon-monoxide guidance; NFPA 58 (LP-gas cylinders not stored indoors).',
  },
  'fire-brought-indoors': {
    text: '🫁 **Carbon monoxide risk ahead:** a chiminea, fire pit, brazier or pizza oven burning wood or charcoal gives off carbon monoxide the whole time it burns and smoulders, and in a garage, shed, carport or porch, even with the big door half up, it builds up and drifts into a house joined to it; its sparks and heat also reach whatever is stored there. Keep it outdoors in the open, well clear of the house, fences and overhangs; on wet nights use a purpose-made rain cover for it and a patio umbrella or shelter that is rated for use over a fire, or skip the fire. Keep CO alarms in the rooms next to the garage.',
    basis:
      'U.S. CDC and CPSC carbon-monoxide guidance (never burn charcoal or wood in a garage, tent or other enclosed space); chiminea and fire-pit makers’ instructions (outdoor use only, clearances to buildings); NFPA 720 (CO alarms).',
  },
  'garden-fire-with-fuel': {
    text: "🔥 **Fire risk ahead:** petrol or paraffin poured on a fire or a pile gives off vapour that spreads along the ground and lights all at once, a flash that burns whoever is standing over it, and a pile burned against a shed, a fence or a hedge, or under a tree, sets them alight. Start a garden fire with dry kindling or firelighters, never petrol, diesel, paraffin or lighter fluid; build it well away from buildings, fences, hedges, trees and wherever fuel is kept, keep it small enough to watch, with a hose or buckets ready; check your council's or fire service's rules and any fire ban first. Don't burn tyres, plastics or treated or painted wood: their smoke is toxic, and burning them is against the law in many places.",
    basis:
      'U.S. Fire Administration and UK fire and rescue services’ guidance on garden fires and accelerants; local open-burning rules and fire bans.',
  },
};
