/**
 * Ways to manage without a tool people often don't own. Matched on the tool's name in the
 * user's words ("I don't have a stud finder").
 */
export const TOOL_ALTERNATIVES: ReadonlyArray<{ tool: RegExp; name: string; instead: string }> = [
  {
    tool: /stud ?finder/,
    name: 'stud finder',
    instead:
      'Find studs without one: they are usually 16 inches apart (sometimes 24) measured from a corner; look for the nails in the baseboard or outlet boxes (boxes are fixed to a stud on one side), knock for the solid sound, or slide a strong magnet over the wall to find drywall screws. Confirm with a thin nail or finish nail where the shelf or bracket will hide the hole.',
  },
  {
    tool: /(?:voltage|volt|non[- ]contact) ?tester|multimeter|tester/,
    name: 'voltage tester',
    instead:
      "Don't skip this one: a non-contact voltage tester costs about $15–$25 at any hardware store and is the only reliable way to know a wire is dead. Test it on a live outlet first, then on every wire you will touch.",
  },
  {
    tool: /\bdrill\b|driver/,
    name: 'drill',
    instead:
      'A manual screwdriver works for driving screws (pre-start them with a nail or awl); for holes in masonry or many screws, borrow or rent a drill: tool libraries and big-box stores rent them by the day.',
  },
  {
    tool: /\blevel\b/,
    name: 'level',
    instead:
      'Use a free level app on your phone, or measure the same height up from the floor or ceiling at both ends and snap a chalk line between the marks.',
  },
  {
    tool: /wet ?saw|tile cutter|tile saw/,
    name: 'tile saw',
    instead:
      'For straight cuts in ceramic, a manual snap cutter (about $30–$60) is enough; rent a wet saw by the day for porcelain, stone or many cuts, and use tile nippers for small notches.',
  },
  {
    tool: /basin wrench/,
    name: 'basin wrench',
    instead:
      'Nuts behind a sink are hard to reach with anything else; a basin wrench costs about $15–$25. Sometimes a long pair of slip-joint pliers works on plastic nuts.',
  },
  {
    tool: /auger|snake/,
    name: 'drain auger',
    instead:
      'Try a plunger first (a flange plunger for toilets), or a plastic barbed drain strip for hair clogs; hand augers are inexpensive and many stores rent larger ones.',
  },
  {
    tool: /plunger/,
    name: 'plunger',
    instead:
      'Hot (not boiling) water with a squirt of dish soap can loosen a toilet clog; otherwise a flange plunger costs under $15 and is worth owning.',
  },
  {
    tool: /ladder/,
    name: 'ladder',
    instead:
      "Don't stand on chairs or buckets. Borrow or rent a ladder rated for your weight plus tools, or hire the high part of the job out.",
  },
  {
    tool: /\bsaw\b|circular saw|miter saw|jigsaw/,
    name: 'saw',
    instead:
      'Most home centers cut lumber and sheet goods to size for free or a small fee; a hand saw and a speed square handle a few straight cuts, and tool libraries lend power saws.',
  },
  {
    tool: /caulk(?:ing)? gun/,
    name: 'caulk gun',
    instead: 'Buy caulk in a squeeze tube for small jobs; a basic caulk gun costs about $5–$10.',
  },
  {
    tool: /wrench|pliers/,
    name: 'wrench',
    instead:
      'An adjustable wrench (about $10–$15) covers most nuts around the house; wrap the jaws in tape to protect chrome finishes.',
  },
];
