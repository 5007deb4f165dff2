import { describe, expect, it } from 'vitest';
import { detectSafety } from './detect-safety';
import { FORESEEN_CLASS, type ForeseenId, type SafetyClassId } from './safety-class-ids';

// Many ways people describe the same danger: smells, sounds, what they see, what they plan.
const PHRASINGS: ReadonlyArray<readonly [SafetyClassId, string]> = [
  [
    'gas-leak',
    'it smells strongly of gas round the living room fire this evening. A fitter capped the old fire upstairs two years ago, but this is a different one. Do I ring someone?',
  ],
  [
    'circuit-upsizing',
    "the pull-out fuse for the kitchen is a 15 and the wire keeps melting. The heaviest on my card of fuse wire is 30A, I'll use that instead",
  ],
  [
    'circuit-upsizing',
    'the garage circuit trips with the welder. There is a spare 30 amp breaker in the box, so I will swap the 30 in for the 20, same wire',
  ],
  [
    'smoke-fire',
    'the bonfire last night got out of hand, this morning the bottom of the hedge is scorched and smoke is still coming out of the leaf litter under it. what grows back fastest?',
  ],
  [
    'smoke-fire',
    'emptied the pizza oven ashes into the plastic recycling tub by the back door and now the tub is warped and the porch smells smoky, is that bad?',
  ],
  [
    'gas-work',
    "the missus wants the gas fire moved to the other wall. I've got fittings and some copper, what paste goes on the threads and how do I cap off the old end?",
  ],
  [
    'permit',
    "we're adding a shower room downstairs, the plan is to break up the slab and tie into the main sewer ourselves over a long weekend, what saw do we rent?",
  ],
  [
    'active-flooding',
    'Nailing the stair treads back down and the last nail hit something, water is bubbling up through the hole and the carpet is getting soaked, what now?',
  ],
  [
    'circuit-upsizing',
    "the shed breaker keeps popping with the heater on. it says 15, there's a 20 off the old board in a box. can I swap the shed 15 for the 20?",
  ],
  [
    'active-flooding',
    "the basement floor drain is blocked and water is pouring in under the door, it's ankle deep",
  ],
  [
    'gas-leak',
    "At my gran's putting a rail in by the bath. Her flat has stunk of rotten eggs all day, strongest by the cooker; she says it's the bin. Which screws for tiles?",
  ],
  [
    'gas-leak',
    "New place, the old boiler's still in the basement. Smells of rotten eggs down there and it's getting stronger, I assumed the drain. Best sealer for the floor?",
  ],
  [
    'smoke-fire',
    'I heated my cherry stone pillow too long and it is still smoking a bit, I left it on the sofa. What else helps a stiff neck?',
  ],
  [
    'smoke-fire',
    "The drying cabinet's been on all night and the plywood wall behind it has gone a toasty brown with a thin wisp of smoke coming off it. Normal?",
  ],
  [
    'smoke-fire',
    "we did the barbecue last night and my partner emptied the coals into the recycling bin this morning, now the bin's a bit smoky and it's up against the fence. Anyway what stain for the fence?",
  ],
  [
    'capacitor',
    'Thinking of building a spot welder. I pulled two microwaves off the kerb and want to salvage the transformers, what tools do I need to get them out of the case?',
  ],
  [
    'electrical',
    'the kids knocked the socket in the hall with the scooter and the faceplate is broken in half, you can see copper inside. How do I fit a new one?',
  ],
  [
    'mould',
    "the bedroom wall behind the wardrobe has gone black in a patch about a metre across, I wiped it with bleach and it's back after a week, the windows run with water every morning",
  ],
  [
    'active-flooding',
    "need help with a complaint letter to the landlord. the flat upstairs leaks again, right now it's pouring through the light fitting in the hall like a tap and I've got every bucket out",
  ],
  [
    'digging',
    'new fence along the back, 4x4s sunk about 600 mm down in concrete, what spacing should I use?',
  ],
  [
    'permit',
    "We're swapping the bath for a walk-in shower and moving the drain about 5 feet to the far wall; the builder will core the slab. Anything I should ask him?",
  ],
  [
    'structural',
    "Our 8th floor balcony's edge is spalling and a lump of concrete dropped off onto a car park space last month. Can I put a hot tub out there?",
  ],
  [
    'gas-work',
    "I'll tee into the gas pipe behind the cooker and run it outside to a new patio heater, which thread sealant do I use?",
  ],
  [
    'carbon-monoxide',
    "got it going, the generator's in the attached garage with the big door up a foot so nobody nicks it. ok to run overnight?",
  ],
  ['structural', 'the builder says borers have chewed through two bearers under the kitchen floor'],
  [
    'chemicals',
    "I do my epoxy pours in the spare room with the door shut and I've been getting headaches from the smell, how long till it cures?",
  ],
  [
    'chemicals',
    'tonight I want to run a batch of PVC sheet through the laser for door signs, what power and speed?',
  ],
  [
    'scalding',
    "the hot only gets to about 50 because of some valve the plumber fitted, so I'll take the valve out and join the pipes straight through",
  ],
  [
    'circuit-upsizing',
    'the breaker for the lounge keeps flicking off with the heaters on, so I will swap that 20A for a 30A one myself',
  ],
  [
    'electrical-fire',
    "there's a smell like burnt hair coming out of the relay box and it crackles every time it clicks on",
  ],
  [
    'gas-leak',
    "dad rang, says the kitchen smells like the gas used to when we had the old fire, and it's been like that since he got up",
  ],
  [
    'active-flooding',
    "it hit minus 20 last week while we were away and now there's water literally pouring out of the laundry ceiling",
  ],
  [
    'gas-work',
    'going to cut into the poly line from the propane tank and put a brass tee in so the shed heater gets its own feed',
  ],
  [
    'chemicals',
    "the lab says shock the borehole, so I'll mix the pool chlorine granules with a splash of pool acid in a bucket and pour it down",
  ],
  [
    'active-flooding',
    'Pipe under the sink burst while we were at the shops, water pouring across the kitchen floor toward the fridge. What do I do first?',
  ],
  [
    'active-flooding',
    'Water from a burst pipe coming through the bedroom ceiling onto the bed, fans in the room are soaked. Help',
  ],
  [
    'smoke-fire',
    'The flames are orange and climbing up the curtain behind the toaster, what do I do',
  ],
  [
    'gas-leak',
    'Rotten egg smell right by the propane bottle for the outdoor hot water system, and it is stronger at the regulator. Can I still shower?',
  ],
  [
    'gas-work',
    "Our cellar took on a foot of water last week and it was over the base of the gas boiler and the burner. It's all pumped out. Can I relight the pilot and run the heating flat out to dry the place?",
  ],
  [
    'main-panel',
    "Co-op won't come for weeks so I'll yank the meter out to kill everything, then swap in a bigger main and the new panel myself. What gauge from the meter?",
  ],
  [
    'asbestos',
    "Doing up a 1974 caravan. Behind where the old gas fire sat there's a hard grey board, dimpled on the back, a bit cracked. I'll sand it smooth and tile over it.",
  ],
  [
    'chemicals',
    "Stripping the old enamel off the bath with a tin of Aircraft Remover. The loo is tiny, window's stuck shut and the fan's not wired yet, so I'll close the door to keep the fumes in.",
  ],
  [
    'chemicals',
    'Rats under the kitchen floor. A neighbour gave me some Celphos, the wheat tablets, to drop in the holes and seal with mud. Some holes are inside by the bedroom.',
  ],
  [
    'electrical',
    "Putting the 2kW fan heater in the shed overnight on the extension reel. I'll leave most of it wound up on the drum, it's a pain to unwind.",
  ],
  [
    'water-and-electricity',
    "My son gets a little tingle off the metal ladder at the end of our dock when he climbs out, and the dog won't jump in anymore. The boat is plugged into shore power there.",
  ],
  [
    'water-and-electricity',
    'The tenant says the chrome shower hose gives her a slight tingle, she thought it was static. The pull switch has gone brown too. Can she keep using it till the weekend?',
  ],
  [
    'carbon-monoxide',
    "Power's off for the rewire so I've had the generator going in the garage with the door half up since 8. We've both got pounding heads and I threw up after lunch. What spacing for laminate?",
  ],
  [
    'gas-leak',
    "Dragged the cooker out to mop behind it and the bendy pipe at the back got kinked. Since then there's an eggy sulphur pong in the kitchen and a thin whistle from behind it when the dishwasher's quiet. Partner says it's old food. Best degreaser for the lino?",
  ],
  [
    'smoke-fire',
    "Lit the old parlour grate tonight to test the draw before the sweep comes. Fine down here but my son says smoke is creeping out of the wall in his room above, round the skirting, and the plaster's warm. Shall I just open his window and let it die down?",
  ],
  [
    'main-panel',
    "The breaker box in the shed is full of spiders and dust, so I'll undo the front panel and wipe the bars and cables down with a damp cloth and some spray cleaner. I'll switch the main off first. Safe to do straight away?",
  ],
  [
    'circuit-upsizing',
    "Oven wants a 40 amp circuit per the install sheet but the breaker is a 30 and the cable printed 10/3 on it. Picked up a 40 double pole at Lowe's, gonna swap it in tonight with the main off.",
  ],
  [
    'circuit-upsizing',
    "The shower circuit is 6mm cable on a 40A MCB and keeps tripping with the new 10.5kW shower. I'll stick a 63 amp one in, same size so it'll fit.",
  ],
  [
    'main-panel',
    "No room in the box for the hot tub breaker, so I'm going to clamp my new wires onto the line side above the main with a couple of split bolts. Quote was 2 grand which is silly.",
  ],
  [
    'chemicals',
    'Got two of those big two-part spray foam kits for the rim joists in the basement. Gonna do it Sunday with a dust mask, how long before the kids can come downstairs?',
  ],
  [
    'carbon-monoxide',
    'I cure resin in the spare room with a little propane heater running and the door shut. Every time I do a pour I get a pounding headache and feel sick afterwards, and last month I nearly blacked out. Is the resin that toxic?',
  ],
  [
    'active-flooding',
    "water coming through the kitchen ceiling like a tap, the plaster has gone all swollen and saggy and it's running out of the downlight. what do I do",
  ],
  [
    'gas-work',
    'Gas engineer condemned the fire last week, capped it and put a red tag on it. Honestly it looked fine to me, can I just turn it back on for Christmas day and get it fixed after?',
  ],
  [
    'chemicals',
    'My uncle swears by tipping a jam jar of petrol down the ant nest by the patio and leaving it overnight. Is that ok this close to the house?',
  ],
  [
    'chemicals',
    "Doing the bike frame in 2K clear this weekend, the kind with a separate activator. I'll spray it in the shed with a dust mask on, how many coats?",
  ],
  [
    'permit',
    "Thinking of digging a new drain field for the septic ourselves this summer since the old one's soggy. How far apart do the trenches go?",
  ],
  [
    'permit',
    "We're planning a 30x40 workshop at the bottom of the paddock, slab first. What concrete mix?",
  ],
  [
    'structural',
    "I want to lift the engine out of my old Land Rover by hanging a chain hoist from the garage rafters, it's about 250 kg with the gearbox.",
  ],
  [
    'electrical',
    'a tree came down in the night and the power line along the back lane is now lying across our yard',
  ],
  [
    'main-panel',
    "there's a spare slot so I'll pop a 50 amp double pole breaker in, can I do it live if I'm careful?",
  ],
  [
    'electrical',
    "I'm digging a trench to the new studio so I can run power for the kiln, what cable do I bury?",
  ],
  [
    'structural',
    'we want a vaulted ceiling in the garage, so I plan to cut out the 2x6s that run wall to wall under the roof',
  ],
  [
    'gas-work',
    "the old gas fire is gone and there's a copper pipe with a little tap. Can I just cut it and cap it?",
  ],
  [
    'water-and-electricity',
    'rain is coming through the ceiling and dribbling down the fan rod while the fan is still on',
  ],
  [
    'permit',
    'the council wants plans for the room under the house but honestly nobody will ever see it from the street',
  ],
  [
    'structural',
    'our condo has post tensioned slabs and I want to core drill a 4 inch hole for the new toilet drain',
  ],
  [
    'active-flooding',
    "water is coming from the airing cupboard, it's been pouring down the stairs for ten minutes and the carpet is soaked",
  ],
  [
    'circuit-upsizing',
    'the power goes off every time the heater runs, can I swap the 16 for a 32 on the rail?',
  ],
  ['gas-work', 'going to get a brass tee and split the gas line so the wok burner runs off it too'],
  [
    'electrical',
    'the safety switch trips every time it rains, my husband will put a bit of wire across the safety switch for now',
  ],
  [
    'main-panel',
    "the main fuse is only 60A, I'll cut the seal on the cutout and put a 100 in myself",
  ],
  [
    'asbestos',
    "taking out the old 1972 storage heaters, I'll unscrew the front panels and lift the bricks out",
  ],
  [
    'electrical',
    "I'll push the string of lights up over the power lines along the lane with a long pole",
  ],
  [
    'active-flooding',
    "my dad fixed the drip under the sink and now it's spraying everywhere and water is going under the door",
  ],
  [
    'gas-work',
    "we're lowering the benchtop so the gas cooktop comes down too, I'll shorten the copper pipe to it myself",
  ],
  [
    'permit',
    'the leach field is failing so I plan to dig a new field beside it with my own digger',
  ],
  [
    'carbon-monoxide',
    'bought a kerosene heater for the power cut. Can we run it in the bedroom overnight?',
  ],
  [
    'water-and-electricity',
    'the washing machine hose came off and the multibox with everything plugged in is lying on the floor in the water',
  ],
  [
    'electrical',
    'the earth leakage keeps tripping at night, a mate says I can bridge it out with a bit of wire',
  ],
  [
    'circuit-upsizing',
    "kettle and toaster trip the 15 every morning, there's a 20 in the drawer that fits the same slot, ok to swap?",
  ],
  [
    'tree-work',
    'the mango branches hang over the wall and rest on the KPLC wire that goes to my house, can I cut them with a pole saw?',
  ],
  [
    'circuit-upsizing',
    'the disjuntor of 20 A cuts out with the new heater on, the shop says put a disjuntor of 32 A',
  ],
  [
    'gas-work',
    'boiler keeps locking out on a flue fault, thinking of bridging the pressure switch with a bit of wire till the engineer comes',
  ],
  [
    'structural',
    'want to cut a doorway through the wall between the dining room and the kitchen this weekend',
  ],
  ['structural', 'my brother wants to build a room on top of the garage roof for his son'],
  ['permit', 'thinking of enclosing the balcony with glass so it becomes a little office'],
  [
    'asbestos',
    "the two night storage ovens from the seventies are too heavy, we'll take them apart in the flat",
  ],
  [
    'tree-work',
    "the old oak by the shed has to go, I'll do the face cut on the garden side and then the back cut",
  ],
  [
    'electrical',
    'my dad says just turn it off at the wall switch before I touch the wires in the ceiling, is that ok?',
  ],
  ['gas-leak', 'theres a weird smell like propane in the kitchen since this morning'],
  ['gas-leak', 'odor of gas near the furnace when it kicks on'],
  ['gas-leak', 'we noticed a sulfur smell by the water heater closet, its a gas heater'],
  ['gas-leak', 'hissing sound from behind the stove and a funny smell'],
  ['gas-leak', 'my natural gas detector is beeping and says GAS'],
  ['gas-leak', 'the knob on the gas stove was left on for a while without a flame'],
  ['gas-leak', 'it smells like gas in the basement'],
  ['gas-leak', "the smell isn't strong but it's definitely like rotten eggs by the water heater"],
  ['gas-leak', "smells like the cooker's been left on but all the knobs are off"],
  ['carbon-monoxide', 'the detector in the hall keeps screaming and the display says CO'],
  ['carbon-monoxide', 'grandpa moved the charcoal grill into the garage because of the rain'],
  ['electrical-fire', 'I smell something like a dead fish near the bedroom outlet'],
  [
    'electrical-fire',
    'the fuse box makes a crackling noise since ten minutes and the door of it is warm',
  ],
  [
    'electrical-fire',
    'the wall plate on the switch by the back door has gone a bit brown and feels warm when the light is on',
  ],
  ['electrical-fire', 'the breaker box hums and the metal cover is warm to the touch'],
  [
    'electrical-fire',
    'the extension lead for the fish tank heater runs under the rug and the rug is warm there',
  ],
  [
    'scalding',
    'the hot tap basically comes out like a kettle since he fiddled with the thing on the tank',
  ],
  ['asbestos', 'the old boiler cupboard has grey crumbly lagging on the pipes, we want it off'],
  [
    'water-and-electricity',
    'water is running down the wall in the cupboard, right down the back of the fuse box, and the RCD keeps dropping',
  ],
  [
    'gas-work',
    'turn the gas off at the meter, undo the nut where the copper pipe goes into the fire and put a compression stop end on it',
  ],
  [
    'scalding',
    'the unvented cylinder keeps dribbling into the funnel so I will take the valve off and put a brass blanking plug in',
  ],
  [
    'carbon-monoxide',
    'NEPA took light so my brother put the gen inside the small store behind the kitchen, now my mum has a headache and vomited',
  ],
  [
    'smoke-fire',
    'the ceiling around the stove pipe is hot to the touch and there is a little haze curling out of the gap by the trim ring',
  ],
  [
    'chemicals',
    'topping up the Star San bucket with a glug of regular bleach so it is extra strong',
  ],
  [
    'chemicals',
    'I use Harpic for the toilet and the maid uses Domex, if you mix both it dissolves everything',
  ],
  [
    'aluminium-wiring',
    "the cores in the cable aren't copper coloured, they're dull grey like pencil lead",
  ],
  [
    'aluminium-wiring',
    'the house wires are kind of dull silver and stiff, with old orange wire nuts',
  ],
  [
    'asbestos',
    'the storage heaters are from 1974, the plan is lift the bricks out and break up the insulation boards with a lump hammer',
  ],
  [
    'lead-paint',
    'our 1908 villa needs repainting, plan is to waterblast the flaky stuff off then go over it with the orbital',
  ],
  [
    'electrical',
    'the RCD keeps knocking everything off when it rains, a mate says tape the switch up or take that one out and join the wires',
  ],
  [
    'electrical',
    'the RCD keeps knocking everything off, the lads say tape the switch up so it cant drop',
  ],
  [
    'electrical',
    'the ELCB trips when it rains, my neighbour says just bypass the ELCB and connect the wire straight to the main switch',
  ],
  [
    'electrical',
    'the hot tub GFCI breaker keeps tripping, the neighbour swapped his GFCI breaker for a regular 50 amp one and it is fine',
  ],
  ['smoke-fire', 'the stovepipe is glowing red and sparks are shooting out of the chimney'],
  ['water-and-electricity', 'water is dripping through the ceiling right by the spotlights'],
  [
    'active-flooding',
    'the hose came off the washing machine and water is everywhere in the bathroom',
  ],
  ['main-panel', 'can I cut the seal on the meter and switch it back on myself'],
  ['structural', 'the joists under the deck are soft where they join the house'],
  [
    'scalding',
    'my cousin says we can bypass the thermostat on the geyser by joining the two wires',
  ],
  ['carbon-monoxide', 'CO detector beeping 4 times then stopping, over and over'],
  ['carbon-monoxide', 'carbon monoxide detector went off at 3am and then stopped, should we worry'],
  ['carbon-monoxide', 'everyone in the family feels dizzy and sick when the heat is running'],
  [
    'carbon-monoxide',
    'we keep waking up with headaches and feeling nauseous, the boiler is in the basement',
  ],
  [
    'carbon-monoxide',
    'running the generator in the garage with the door cracked during the outage',
  ],
  ['carbon-monoxide', 'the furnace flame is yellow and there is black soot around the burner'],
  ['carbon-monoxide', 'the flue pipe on top of the water heater came apart'],
  ['carbon-monoxide', 'using a charcoal grill inside the garage to stay warm'],
  ['electrical-fire', 'the light switch in the hall feels really hot'],
  ['electrical-fire', 'the plug on the space heater melted into the outlet'],
  ['electrical-fire', 'extension cord is hot and smells'],
  ['electrical-fire', 'a breaker in the panel is hot to the touch'],
  ['electrical-fire', 'i smell burning plastic near the outlet in the bedroom'],
  ['electrical-fire', 'weird fishy smell coming from the outlet by the tv'],
  ['electrical-fire', 'the wall around the outlet is warm'],
  ['electrical-fire', 'there are scorch marks around the socket'],
  ['electrical-fire', 'the outlet popped with a flash when I plugged in the vacuum'],
  ['electrical-fire', 'the dimmer is too hot to touch and buzzing'],
  ['electrical-fire', 'lights flicker and there is a burning smell'],
  ['smoke-fire', 'smoke coming out of the dryer'],
  ['smoke-fire', 'there are flames in the oven'],
  ['smoke-fire', 'grease fire on the stove'],
  ['smoke-fire', 'the bathroom fan is smoking'],
  ['water-and-electricity', 'water leaking into the light fixture in the kitchen ceiling'],
  ['water-and-electricity', 'the ceiling light has water in it'],
  ['water-and-electricity', 'rain is getting into the breaker box outside'],
  ['water-and-electricity', 'the basement flooded and the outlets are underwater'],
  ['water-and-electricity', 'water dripping onto the outlet'],
  ['water-and-electricity', 'I got shocked from the shower handle'],
  ['water-and-electricity', 'the fridge gives me a little shock when I touch it'],
  ['active-flooding', 'the supply line to the toilet blew off and water is spraying'],
  ['active-flooding', 'the washer hose broke and the laundry room is flooding'],
  ['active-flooding', 'water heater burst and water everywhere'],
  ['active-flooding', 'water is coming through the ceiling fast'],
  ['active-flooding', 'basement is filling up with water'],
  ['active-flooding', 'pipe broke under the kitchen sink'],
  ['structural', 'I want to cut a notch in a floor joist for my drain pipe'],
  ['structural', 'can I remove the post in the middle of the basement'],
  ['structural', 'the chimney is pulling away from the house'],
  ['structural', 'big crack in the brick above the garage door getting wider'],
  ['structural', 'want to take out part of the wall between kitchen and living room'],
  ['structural', 'removing a stud to fit a bigger window'],
  ['circuit-upsizing', 'can i swap the 15 amp breaker for a 20 so it stops tripping'],
  ['circuit-upsizing', 'the fuse keeps blowing, can I put a bigger fuse in'],
  ['scalding', 'how hot should the water heater be, we have it at 150'],
  ['scalding', 'the shower water gets scalding hot suddenly'],
  ['lead-paint', 'scraping the peeling paint off our 1940s porch'],
  ['lead-paint', 'paint chips on the windowsill, house built in 1955, toddler'],
  ['asbestos', 'removing old vinyl floor tiles in our 1960s kitchen'],
  ['asbestos', 'the insulation in the attic looks like gray pebbles'],
  ['height', 'putting up christmas lights on the roof'],
  ['height', 'cleaning the second floor windows from a ladder'],
  ['tree-work', 'a big branch is hanging over the power lines'],
  ['digging', 'want to plant a tree in the front yard, how deep a hole'],
  ['digging', 'installing a mailbox post'],
  ['mould', 'mold spreading across the bedroom wall behind the dresser'],
  ['capacitor', 'ac outside unit makes a humming noise but fan doesnt spin'],
  ['knob-and-tube', 'old wiring with porcelain knobs in the basement ceiling'],
  ['aluminium-wiring', 'home from 1970 with aluminum branch circuits'],
  ['gas-work', 'i want to install a gas dryer myself'],
  ['gas-work', 'hooking up the new gas stove'],
  ['main-panel', 'swap the main breaker'],
  ['main-panel', 'install a subpanel in the garage'],
  ['chemicals', 'mixed bleach and ammonia and now my eyes burn'],
  // Said the way people tell it, without the hazard's name.
  ['gas-leak', "since the new cooker went in there's a faint eggy pong in the kitchen"],
  ['gas-leak', 'the LPG cylinder regulator is giving smell since morning'],
  ['gas-work', 'we want the gas hob on the island instead of against the wall'],
  ['carbon-monoxide', 'a propane camping heater in the tent trailer for my son to sleep in'],
  ['carbon-monoxide', 'the charcoal hibachi going in the fireplace while the kids sleep'],
  ['electrical-fire', 'the dryer cord where it goes into the wall is really warm and smells'],
  ['water-and-electricity', 'water coming out of the bathroom extractor fan grille'],
  ['water-and-electricity', "it's dripping onto the top of the fuse box"],
  ['water-and-electricity', 'the extension cord is lying in a big puddle next to the pool'],
  ['smoke-fire', 'a little smoke curling up between the floorboards in front of the hearth'],
  ['knob-and-tube', 'old wiring running on little white ceramic spools between the joists'],
  ['capacitor', 'my old tube TV stopped turning on, I want to open the back and look'],
  ['asbestos', 'our 1962 garage has grey corrugated sheeting and I will cut a panel'],
  ['mould', 'fuzzy grey-green spots across the whole lower half of the wall'],
  ['scalding', 'the shower goes from freezing to boiling and my son got a red patch'],
  [
    'scalding',
    'can I screw a brass cap on the water heater relief valve pipe so it stops dribbling',
  ],
  ['circuit-upsizing', 'tape the breaker handle so it physically cannot flip off'],
  ['electrical', 'move the wires from the LOAD screws to LINE so the GFCI stops tripping'],
  ['tree-work', "a limb came down and it's resting on the wire from the pole to our house"],
  ['main-panel', 'the meter box has pulled away from the wall and the cable is stretched'],
  ['gas-leak', 'a faint smell kind of like onions or garlic by the furnace closet'],
  ['carbon-monoxide', 'the boiler flame has gone from blue to a lazy orange colour'],
  ['electrical-fire', 'a faint buzzing from the wall behind the bed and the wall feels warm there'],
  [
    'smoke-fire',
    'left a pile of rags with linseed oil in the garage and now it is hot and steaming',
  ],
  ['gas-work', 'I bought a new gas safety valve for the oven, how do I swap it?'],
  ['gas-work', 'convert my natural gas grill to propane with the kit'],
  ['structural', "there's a wooden post in the middle of our basement, can I take it out?"],
  ['lead-paint', 'strip the old doors in our 1930s house with a heat gun'],
  ['scalding', 'set our water heater to the hottest setting, we have a 2 year old'],
  ['carbon-monoxide', 'our carbon monoxide detector read 45 this morning then went back to 0'],
  ['carbon-monoxide', "we've been using the gas oven with the door open to heat the kitchen"],
  ['smoke-fire', 'smoke detector went off, a burning smell and light grey smoke near the ceiling'],
  [
    'water-and-electricity',
    'the water heater is leaking and the puddle is spreading toward the panel',
  ],
  [
    'active-flooding',
    "the toilet won't stop overflowing, water is going over the rim onto the floor",
  ],
  ['main-panel', 'add a second panel in the garage, feeding it from the main panel'],
  [
    'asbestos',
    'tearing out the ductwork in our 1955 basement and the joints are wrapped in white papery tape',
  ],
  ['scalding', 'the water from our tap is so hot it steams, even on the lowest setting'],
  // Told only through what people notice or plan.
  ['gas-leak', 'the laundry smells like the hob does for a second before it lights'],
  ['gas-leak', 'faint whistle and a stink like bins right by the meter where the pipe goes in'],
  ['gas-leak', "it's a rotten egg kind of smell, strongest by the oven rather than the sink"],
  [
    'carbon-monoxide',
    'dad feels giddy with a heavy head after every bath, the gas geyser is in there',
  ],
  [
    'smoke-fire',
    'the plumber used a blowtorch in the loft this afternoon and now there is a faint haze upstairs',
  ],
  [
    'water-and-electricity',
    "water's across the garage floor. The power strip is sitting right in it",
  ],
  [
    'active-flooding',
    'the drip through the kitchen ceiling is getting faster, I empty a bucket every few minutes',
  ],
  [
    'active-flooding',
    'heard a bang in the crawlspace after the freeze and now the water meter is spinning',
  ],
  ['gas-work', 'my brother-in-law will extend the yellow pipe behind the cooker so we can move it'],
  [
    'circuit-upsizing',
    'it keeps knocking off the 15, the shop sold me a 20 that fits the same slot',
  ],
  ['aluminium-wiring', 'the wires in the old outlet box are silvery, not copper coloured'],
  ['capacitor', 'microwave is on the bench with the outer case off, where do the meter probes go?'],
  ['structural', 'we want to knock through from the lounge to the dining room this weekend'],
  ['mould', 'behind the wardrobe the wall is covered in black speckly stuff and it smells damp'],
  ['mould', 'the basement flooded last night and the carpet down there is soaked through'],
  ['scalding', "the bath tap runs so hot I can't keep my hand under it, we have a baby"],
  ['scalding', 'I turned the knob on her electric water heater all the way to the last notch'],
  ['height', "I'll climb up the tree and sit on the branch next to the dead one to cut it"],
  ['height', 'the wires from the pole come in right above where I hang the lights off the ladder'],
  [
    'tree-work',
    'want to fell the maple myself, the wires from the pole to the house run beside it',
  ],
  ['chemicals', 'can I premix the chlorine shock and the ph down in one bucket?'],
  ['chemicals', 'the stripper has a skull on the can and I will keep the workshop door shut'],
  ['circuit-upsizing', 'the shower trips its 40A MCB, they sell a 45A one so I will swap it in'],
  ['aluminium-wiring', 'the wires behind the switch are greyish, not that shiny orange colour'],
  [
    'capacitor',
    'the microwave just died, probably the internal fuse, which screws hold the outer case?',
  ],
  ['gas-leak', 'a faint gassy sort of smell by the boiler cupboard that comes and goes'],
  [
    'active-flooding',
    "there's a spraying sound behind the washer and water is spreading across the floor",
  ],
  ['electrical', 'the GFCI trips when it rains so I bought a normal outlet to put in its place'],
  ['smoke-fire', 'thin grey smoke coming out from behind the skirting board in the hall'],
  ['asbestos', 'our late-60s fibro shed needs new sheets, I will cut the old ones with a grinder'],
  [
    'asbestos',
    'between the loft joists there is loose grey-brown gravelly stuff, sparkly like mica',
  ],
  ['scalding', 'I will turn the geyser thermostat right up to 75 for the baby bath'],
  ['scalding', 'crank the tempering valve as far as it goes so dad gets a hotter shower'],
  ['tree-work', 'I will drop the dead gum myself, the powerlines run along the footpath near it'],
  ['permit', "we're turning the basement into a bedroom and don't want to involve the city"],
  ['circuit-upsizing', 'the 15 keeps tripping, can I just use the 30 amp one from the drawer?'],
  ['chemicals', 'I will mix the bleach with the lime-away for extra strength overnight'],
  [
    'scalding',
    "plumber can't come, cant i just screw a cap on the relief pipe of the water heater",
  ],
  ['smoke-fire', 'put the stove ashes in a cardboard box in the garage and now it smells smoky'],
  [
    'water-and-electricity',
    'water got into the outdoor power point and it fizzes when the hose is near',
  ],
  [
    'gas-work',
    "I'll turn the gas off, cut the gas cooker's pipe with a hacksaw and squash it flat",
  ],
  [
    'electrical',
    'swap the builder-grade boob light over the table for a pendant, just 3 wires right?',
  ],
  ['electrical', 'my brother-in-law wired it so it bypasses the GFCI and now it never trips'],
  ['carbon-monoxide', 'the CO alarm is doing 4 beeps over and over, not the low battery chirp'],
  ['electrical-fire', 'ebike battery in the hallway gone all puffy n its warm wat do'],
  ['carbon-monoxide', 'genny running in the garage door half open since the power cut'],
  ['active-flooding', 'basement flooding fast, water nearly up to the furnace'],
  ['structural', 'termites ate thru a floor joist, can i just cut it out and slot a new one'],
  ['structural', "wanna shovel snow off the flat roof, it's sagging a bit in the middle"],
  ['structural', 'we will take out the diagonal props and the horizontal bits across the rafters'],
  ['structural', "we're lowering the cellar floor another 400mm by hand"],
  ['main-panel', 'the video says you can pop the old breakers out and snap in new ones'],
  ['main-panel', "we'd kill the main and swap it ourselves on saturday"],
  [
    'circuit-upsizing',
    'he used a thinner cable for the hob than the old cooker had, the fuse says 32',
  ],
  ['electrical', "the handyman moved the wires so the GFCI doesn't trip any more"],
  ['electrical', 'the wire from the pole to the house is sagging onto the gutter after the storm'],
  [
    'water-and-electricity',
    'a foot of meltwater in the pump pit and the pressure switch is arcing',
  ],
  [
    'gas-work',
    'the gas company capped it with a DO NOT USE tag, can I take the cap off and relight it?',
  ],
  ['mould', 'the dryer vent hose just ends in the attic, lint all over the insulation'],
  [
    'permit',
    "I'll put the second-hand wood burner in myself and run new flue pipe through the ceiling",
  ],
  ['smoke-fire', 'chimney roaring like a jet n the flue pipe glowing red rn'],
  [
    'main-panel',
    'my brother-in-law can run a new cable from the switchboard and put a new breaker in',
  ],
  [
    'electrical',
    'my brother-in-law can run a new cable from the switchboard and put a new breaker in',
  ],
  [
    'scalding',
    'turned both water heater thermostats all the way up to like 160, the baby is 18 months',
  ],
  ['water-and-electricity', 'HELP THE BASEMENT IS FLOODING AND THE FREEZER IS PLUGGED IN'],
  ['active-flooding', 'the pipe under the sink is broken and water is coming very strong'],
  ['active-flooding', "there's water coming in the basement, maybe 3 inches and going up"],
  ['gas-leak', 'nicked a yellow plastic pipe with the spade, there is a hissing and a funny smell'],
  [
    'gas-leak',
    'the basement smells like rotten eggs, I think the water put out the water heater pilot',
  ],
  [
    'gas-work',
    'I buy a new stove of gas, I disconect the old one and connect the new with the flexible hose',
  ],
  [
    'electrical',
    'the gfi keeps poping, my cousin says just jump the wires so it dont trip no more',
  ],
  ['electrical', 'we moved back in, the plugs that were underwater seem to work fine'],
  ['aluminium-wiring', 'the inspecter said we got alumnum wire, some plugs are loose'],
  ['mould', 'after the flood theres black mole growing up the drywall the whole wall'],
  ['electrical', 'going to take down the old brass chandelier and put up a flush mount'],
  ['electrical', 'running power out to the workshop shed, about 20 metres, in a trench'],
  ['electrical', 'can I bury ordinary twin and earth under the lawn to the summerhouse?'],
  ['smoke-fire', 'smoke poured out of the pellet stove and the room was full of haze'],
  ['gas-leak', 'there was this smell in the basement, like struck matches mixed with eggs'],
  ['circuit-upsizing', "the fuse keeps blowing, it says 15 on it, I'll just put a bigger one in"],
  [
    'circuit-upsizing',
    'the kitchen fuse kept blowing so he swapped it for the immersion one which is a bit bigger',
  ],
  ['smoke-fire', "there's a thin wisp coming out round one of the spotlights on the landing"],
  ['gas-work', 'can I unscrew the hose on the gas cooker and buy a longer hose from B&Q?'],
  ['gas-work', "I'll take the front off the combi boiler and give the burner a going over"],
  ['main-panel', "mate's a sparky with a spare meter. Can we pull ours out and swap it Saturday?"],
  ['asbestos', 'the 1962 garage has a grey wavy sheet roof, I want to pressure wash it'],
  ['chemicals', "I'm going to mix bleach with the blue window cleaner to make it stronger"],
  ['structural', 'the wall with the post has to go, the joists upstairs sit on it'],
  ['permit', 'the wall with the post has to go, the joists upstairs sit on it'],
  [
    'structural',
    "take out the big timber post in the middle, the one that's got a beam sat on it holding up the floor",
  ],
  ['digging', 'the nursery says the tree hole should be about 60cm deep and a metre wide'],
  ['scalding', "how do I turn the hot water on mum's combi right up to the max for her bath?"],
  [
    'asbestos',
    "1964 house, the ceilings have bumpy cottage-cheese spray stuff. I'm going to scrape it off",
  ],
  ['main-panel', 'the main switch in our DB board is old, can I swap it during load shedding?'],
  ['tree-work', "got a 16 inch Stihl, we'll cut a wedge out so the gum falls towards the fence"],
  ['electrical-fire', 'burning plastic smell by the breaker panel and the DRYER breaker is warm'],
  ['gas-leak', 'came home and the hall smelt a bit of gas by the boiler cupboard'],
  ['electrical', "the mice chewed the wires, you can see shiny copper, I'll wrap them in tape"],
  [
    'water-and-electricity',
    'water is coming up out of the floor drain and getting higher, the freezer is plugged in down there',
  ],
  [
    'active-flooding',
    "water's coming up the floor drain, about an inch deep now and getting higher",
  ],
  [
    'active-flooding',
    "we had a cold snap last week and now there's water coming through the landing ceiling",
  ],
  ['electrical', 'swapping the old ceiling rose for a new pendant, three reds and three blacks'],
  ['electrical', 'putting a ceiling fan in where the boob light is, black to black white to white'],
  ['electrical', 'turning the garage into a bedroom: run a few new outlets and a heater circuit'],
  [
    'gas-work',
    'the engineer replaced the hose and tested everything, all clear, so can I move the gas cooker myself?',
  ],
  ['electrical', 'taped the RCD switch up with gaffer tape so it cannot flip down any more'],
  [
    'structural',
    'retaining wall in the back garden in Joburg, about 1.8 m high, cut into the bank',
  ],
  [
    'circuit-upsizing',
    'already popped a 20 in the box, now it will not trip at all even with the heater on',
  ],
  [
    'main-panel',
    'the flood came up over the bottom of the panel, can I flip the breakers back on?',
  ],
  [
    'main-panel',
    'the meter has a little plastic seal and wire on it, if I cut that will they know?',
  ],
  [
    'main-panel',
    'the FI switch in the Sicherungskasten trips, I bought a new one. Is it normal to change it yourself?',
  ],
  ['asbestos', 'the artex sample came back positive for chrysotile, can I skim over it?'],
  ['electrical', 'lay the leftover flat grey cable in the trench and hook it to the outlet'],
  ['structural', 'dig down along the outside of the basement wall to below the footing'],
  ['structural', 'want to take out the chimney breast downstairs, the one upstairs stays'],
  ['smoke-fire', 'grey smoke puffing out of the dryer vent, smells scorched. Is that just steam?'],
  [
    'height',
    "the power line from the pole runs an arm's length from the gutter, I'll go slow on the ladder",
  ],
  ['lead-paint', "1890s terrace, I'll strip the sash windows with a heat gun and a sander"],
  [
    'circuit-upsizing',
    "it's a 15, there's a spare 20 amp breaker, the wire says 14/2, just swap it over?",
  ],
  [
    'asbestos',
    'the heating pipes in the 1950s cellar have white chalky wrapping, I will strip it off',
  ],
  [
    'main-panel',
    "the snow bent the pipe on the roof where the power line comes in, I'll pull it straight",
  ],
  [
    'permit',
    'we want to turn the basement into a legal-ish rental suite, my brother in law will wire it',
  ],
  ['electrical', "I'll tap off that junction box with some 14/2 and run it down to a new outlet"],
  ['carbon-monoxide', 'the CO alarm in the upstairs hall went off at 3am, the loud one'],
  ['circuit-upsizing', 'the garage breaker trips. Can I swap the breaker for a 20 or even a 30?'],
  [
    'water-and-electricity',
    'the geyser is leaking and water is running down the wall onto the switch board below it',
  ],
  [
    'carbon-monoxide',
    "furnace vents were under the snow, I've a pounding head and been sick to my stomach",
  ],
  ['main-panel', 'the metal pipe on the roof where the hydro wires come into the house is leaning'],
  [
    'structural',
    'can I cut out the middle of 3 of the bottom boards of the garage trusses for a car lift?',
  ],
  [
    'active-flooding',
    'water is coming out from under the baseboard and spreading across the carpet',
  ],
  ['scalding', "the hot tap comes out actually steaming, dad's 86, the dial is set to 'very hot'"],
  [
    'asbestos',
    'the old heating pipes in the 1950s cellar have white-grey crumbly wrapping on them',
  ],
  ['electrical', 'the pool company does the install but the electrical for the pump is on us'],
  [
    'active-flooding',
    "the loft tank is overflowing over the top and water's now coming through the landing ceiling",
  ],
  [
    'main-panel',
    "I'll shut the main, pull the cover, put a 30 amp double pole breaker in the top right slot",
  ],
  ['electrical', 'hot tub gfci keeps tripping, can i just bypass it for the party sat'],
  [
    'structural',
    'nearly a metre of snow on the flat roof and now a new crack along the ceiling, the patio door sticks',
  ],
  ['electrical', "putting in garden lights and a proper 240V outdoor socket, I'll dig a trench"],
  [
    'tree-work',
    "a branch off the big gum out the back that's hanging right over the power line, I want it gone",
  ],
  [
    'water-and-electricity',
    'the hot water tank let go, water is running toward the furnace and the deep freeze',
  ],
  [
    'electrical',
    'the outdoor GFI keeps tripping when wet, thinking of swapping it for a regular outlet',
  ],
  [
    'main-panel',
    "I'll turn the main switch off, take the cover off the switchboard and land the battery cables myself",
  ],
  ['permit', "we're not planning to tell the council, it's only a glorified shed sauna"],
  ['electrical', 'swap the GFCI breaker for a regular 50 amp breaker and the problem goes away'],
  [
    'water-and-electricity',
    'the washer leaked under the worktop to the socket. I heard a fizzing noise back there and the lights flickered',
  ],
  [
    'gas-work',
    'the yellow flexible hose from the wall valve to the gas dryer is short, I bought a longer one',
  ],
  ['scalding', "I'll crank the thermostat on the water tank right up, mum is 82"],
  ['permit', "the deck is 9 feet off the ground, I'm rebuilding it bigger with new footings"],
  [
    'scalding',
    'the water heater valve drips, my neighbour says take it out and screw a brass plug in',
  ],
  [
    'electrical-fire',
    'the extractor fan hums, the cover is hot and there is a brownish ring round the edge of the housing',
  ],
  [
    'circuit-upsizing',
    'the breaker trips every morning, it says 15, a 20 amp one is the exact same shape',
  ],
  ['permit', 'do we need to tell anybody, like the township, about the second-hand wood stove?'],
  [
    'water-and-electricity',
    'the ceiling is sagging and dripping inside. the ceiling light just went off by itself',
  ],
  ['capacitor', 'the old microwave died, my 14 year old can take it apart for the motor'],
  ['electrical', 'I bought a plain regular outlet to swap in for the GFCI that keeps popping'],
  [
    'electrical-fire',
    "drilled the pilot hole by the light switch, a flash and a pop, and there's a hot burning smell from the hole",
  ],
  [
    'scalding',
    'my brother-in-law says just bridge the little safety cut-out on the geyser with a wire',
  ],
  ['chemicals', 'i mix clorox with the harpic to make it stronger, now my eyes pain'],
  [
    'tree-work',
    'a big birch is leaning toward the power line to the house, how do I take it down?',
  ],
  [
    'circuit-upsizing',
    'the 15 fuse keeps blowing, the store sells 20s and 25s. Should I just go up to a 20?',
  ],
  [
    'main-panel',
    'the sparky quoted for a new board with safety switches, can I swap them over myself one circuit at a time?',
  ],
  [
    'main-panel',
    'run a male-to-male cord from the generator into the dryer outlet and flip the main off',
  ],
  [
    'structural',
    'the loft has W shaped trusses, I was going to cut out the diagonals in the middle bay',
  ],
  ['active-flooding', 'the washing machine hose has just split, the kitchen floor is an inch deep'],
  [
    'electrical',
    'the garage GFCI keeps tripping, brother in law said just replace it with a regular outlet',
  ],
  [
    'active-flooding',
    "the drain valve won't close, water's coming out round the hose and spreading across the garage floor",
  ],
  [
    'circuit-upsizing',
    'the geyser MCB (16 amp) trips every morning, the electrician said put a 32 amp MCB',
  ],
  ['chemicals', "poured caustic crystals in, I'll chuck the brick cleaning acid in on top"],
  [
    'scalding',
    "I found the thermostat behind the little cover on the tank and turned it right up to 75, mum's 84",
  ],
  [
    'circuit-upsizing',
    'the 15 fuse keeps blowing, the store had 25 amp ones. Go 20 or straight to the 25?',
  ],
  [
    'gas-leak',
    'noticed a smell like rotten cabbage in the laundry where the gas hot water unit is',
  ],
  [
    'height',
    'plan is to climb out the upstairs window and walk along the ridge to clip the lights on',
  ],
  [
    'circuit-upsizing',
    "the shower cable is the original 6mm, I'll swap the 40 amp MCB for a 50 myself",
  ],
  [
    'gas-work',
    "the fitter wants the gas cooker moved 40cm to the left, I've watched three videos on the bayonet hose",
  ],
  ['scalding', 'my buddy says just jumper the two wires on the water heater reset switch'],
  [
    'circuit-upsizing',
    'the lighting fuse kept blowing so I already re-wired it with the thicker 30A fuse wire, it hasnt blown since',
  ],
  [
    'structural',
    'a round steel pole goes up to the beam in the basement, can I cut it out for the pool table?',
  ],
  ['electrical', 'drill through and run a spur off the kitchen socket to an outdoor box'],
  [
    'water-and-electricity',
    "there's water sitting inside the double GPO in the laundry, the washer is plugged in",
  ],
  [
    'asbestos',
    'the ceiling has the bumpy white popcorn, house built 1966, my husband will scrape it',
  ],
  [
    'circuit-upsizing',
    "the kitchen breaker trips. There's a spare 20 in the drawer, I'll just pop that in",
  ],
  [
    'scalding',
    "the immersion is at 55. Easiest is to just turn it right up to max for mum, she's 84",
  ],
  [
    'electrical',
    'put a light and a plug out on the deck, run cable from the back of the outdoor plug',
  ],
  [
    'electrical',
    'need another plug in the bedroom, run a wire from the back of that one through the wall',
  ],
  [
    'electrical',
    "I have a normal plug left over, can I just swap it in instead of the GFCI? It's in the ensuite",
  ],
  ['gas-leak', 'the cupboard where the gas meter is has had a gassy pong for a couple of days'],
  ['main-panel', "I'll open up the DB board and wire the inverter changeover in myself"],
  [
    'capacitor',
    "the old arcade cabinet's picture is dim, I'll pull the back off and tweak the knobs on the tube",
  ],
  ['mould', 'the carpet pad and the bottom of the drywall are black and spotty for about 10 feet'],
  [
    'scalding',
    'dad is 81 and diabetic; our hot water comes out of the tub spout steaming, we keep the tank cranked',
  ],
  [
    'height',
    "I'll lean the aluminium ladder up there right under where the line attaches from the pole",
  ],
  [
    'electrical',
    "the tumble dryer's thermal fuse went, a guy online says just bridge the two wires till the new one comes",
  ],
  [
    'capacitor',
    'scrapping the old heat pump, there is a metal can with three terminals on top, how do I get it out',
  ],
  [
    'smoke-fire',
    'the round bales we stacked in the shed are warm inside and steam comes off the top',
  ],
  ['smoke-fire', 'threw the linseed oil rags in a pile in the garage and now the pile is warm'],
  [
    'gas-work',
    'the cooker came with LPG jets, do I just swap the injectors and hook it to the bottle',
  ],
  ['gas-work', 'going to tee off at the propane tank and trench a line to the workshop heater'],
  ['active-flooding', 'pipe snapped under the basin and the water is pissing out, help'],
  [
    'permit',
    'fitting impact windows myself for the insurance discount, how many tapcons per side?',
  ],
  ['circuit-upsizing', 'bathroom breaker 15 keeps tripping with the hair dryer, swap for 20?'],
  [
    'main-panel',
    'we will swap the 60 amp fuse box for a 100a breaker panel ourselves this weekend',
  ],
  [
    'electrical',
    'my mate says just move the spa circuit over to the non-RCD side of the switchboard',
  ],
  ['permit', "building a 1.8 m sleeper retaining wall with the neighbours' driveway along the top"],
  [
    'electrical',
    "we're doing our own solar, I'll wire up the inverter myself and get the meter swapped",
  ],
  ['gas-work', "the gas fire's pilot won't stay lit, I'll just swap the thermocouple tomorrow"],
  ['structural', "we'll knock the chimney breast out in the kitchen to fit the units in"],
  [
    'structural',
    'the chimney on the farmhouse has a lean to it now, a couple of inches out at the top',
  ],
  ['structural', 'the lath and plaster ceiling in the back bedroom has a bulge in the middle'],
  ['permit', "it's a grade II listed cottage and we want to swap the old casements for uPVC"],
  ['chemicals', 'topping the golf cart batteries up with battery acid from the hardware store'],
  [
    'gas-leak',
    "there's a smell like gas when I open the boiler cupboard, my partner reckons it's the drains",
  ],
  [
    'active-flooding',
    'the auger hit something and water is gushing up and running down the window well',
  ],
  [
    'knob-and-tube',
    'the wires coming out of the ceiling are cloth wrapped and crumbly, house is from 1928',
  ],
  ['main-panel', 'my brother in law made me a cord with a plug on both ends for the generator'],
  [
    'scalding',
    'the reset on the water heater keeps popping, the high temp cutoff, can I jumper across it?',
  ],
  ['mould', 'black soot round the water mark on the ceiling, close up it is a bit furry'],
  ['electrical', "it's only a socket so I won't bother turning anything off, red goes to L"],
  ['permit', "the double garage: we'll turn it into a little studio to let on Airbnb"],
  ['chemicals', 'I spray the oily steel with brake cleaner and weld straight on with the MIG'],
  ['chemicals', 'spraying 2K clear on the bonnet with a paper dust mask and the door half up'],
  ['digging', 'the plans show a gas main across the corner, I will go slow with the digger bucket'],
  ['structural', 'the AC man wants to core a hole right through the concrete beam over the window'],
  [
    'structural',
    'we want to add a first floor on the slab roof, the mason says it is strong enough',
  ],
  [
    'electrical',
    'can I just connect the earth pin of the geyser plug to the neutral wire inside it?',
  ],
  [
    'tree-work',
    'the coconut fronds touch the line that goes to our house, I will cut them with a pole',
  ],
  [
    'water-and-electricity',
    'water is actually coming out from inside the switchboard near the bed',
  ],
  ['main-panel', "I'll knock the main switch off and pop a 32A RCBO in the spare way myself"],
  [
    'gas-work',
    'tee off the 22mm supply to the boiler and run copper to a gas heater in the workshop',
  ],
  ['gas-leak', 'the landing smells of bad eggs, she thought it was the drains backing up'],
  [
    'gas-leak',
    'came in late and the common stair absolutely reeks of gas outside the old lady’s door',
  ],
  [
    'smoke-fire',
    "probably nothing but there's a wee bit of smoke curling out round one of the downlights",
  ],
  [
    'electrical-fire',
    'the DB board is buzzing loudly, a fishy sort of smell by it, and the cover is warm',
  ],
  [
    'height',
    'gonna stand the stepladder on the stairs with a couple of books under the short legs',
  ],
  ['electrical', "the RCD out there kept tripping so I've wedged the switch up with a clothes peg"],
  [
    'circuit-upsizing',
    'the breaker flips, it says 15, the hardware store has 20s for $9, can I swap it?',
  ],
  ['permit', 'putting in a glass pool fence on spigots ourselves before summer'],
  ['electrical', 'the paddling pool pump is plugged into the extension reel sitting on the grass'],
  ['scalding', 'put the meat thermometer under the bath tap and it read 66, baby due in six weeks'],
  ['structural', 'we want an 800 litre inflatable hot tub on our 6th floor balcony for the winter'],
  [
    'gas-work',
    'the yellow gas pipe is in the way of the cupboard, can I bend it 10 cm to the side?',
  ],
  [
    'electrical',
    'the spot is straight above the double socket so the cable can drop down behind, drilling tonight',
  ],
  [
    'gas-work',
    'the gas water heater sat in the flood water for a day, can I relight the pilot once it is dry?',
  ],
  [
    'structural',
    'after the quake there is a crack in the block wall I can fit a pencil in, corner to corner',
  ],
  [
    'electrical',
    'my neighbour says hold the trip switch up with insulating tape so it cannot trip',
  ],
  ['electrical', 'which colour wires go together, the new light has brown and blue?'],
  [
    'carbon-monoxide',
    'the gas man put a red sticker on the boiler, immediately dangerous, the flue was spilling',
  ],
  [
    'smoke-fire',
    "there's grey wispy smoke coming out from under the eaves near the heat pump, is it the defrost?",
  ],
  [
    'height',
    'the ESB wire to the house comes in right across the gable, I will paint it myself from the ladder',
  ],
  [
    'active-flooding',
    'a loud hissing noise inside the wall and the carpet along the skirting is squelchy',
  ],
  [
    'circuit-upsizing',
    'the kitchen goes dead every morning and the switch labelled 16 is down, mate says swap the 16 for a 25',
  ],
  [
    'electrical-fire',
    'a ticking in the fuse box and a faint smell like hot plastic or a hair dryer',
  ],
  [
    'gas-work',
    "self-build campervan: 8mm copper pipe from the gas locker to the hob, I'll do the olives myself",
  ],
  [
    'scalding',
    'the RV water heater relief valve dribbles, neighbour said swap it for a brass plug',
  ],
  [
    'circuit-upsizing',
    "the pump's 10A fuse keeps blowing, found a 25A in the spares so I'll stick that in",
  ],
  [
    'electrical',
    'the video shows bridging the little thermal cutout thing in the oil radiator with a bit of wire',
  ],
  ['capacitor', "taking the insides out of grandad's old tube telly for a Halloween prop"],
  ['circuit-upsizing', 'the fairy lights plug fuse blew, it says 3A, the only spares are 13A ones'],
  [
    'gas-leak',
    'the fitters hung the new dishwasher today, since then a faint hiss behind it and the kitchen smells like rotten eggs',
  ],
  [
    'smoke-fire',
    'ran the self-clean to burn off the grease, now there are flames inside and black smoke pouring out the back vent',
  ],
  [
    'main-panel',
    'the utility never notices if you put the seal back, so is pulling the meter to swap the main myself that risky?',
  ],
  [
    'structural',
    "it's the wall between the kitchen and the lounge, solid brick, we want open plan so I'm going at it with a sledgehammer Saturday",
  ],
  [
    'electrical',
    "the basement flooded and the water is still over the outlets, the RCD keeps tripping, can I tape the switch up so it can't trip?",
  ],
  [
    'carbon-monoxide',
    'our pellet stove keeps shutting down, a guy at the store said to jump the vacuum switch, which two wires?',
  ],
  [
    'active-flooding',
    "the plastic line just popped off the back of the fridge and it's spraying everywhere, what do I do??",
  ],
  [
    'gas-work',
    'found an old iron pipe coming up through the larder floor, capped, the neighbour reckons it was the gas for the old cooker. Plan is to cut it off below floor level',
  ],
  [
    'gas-work',
    "the gas company came and shut off the meter, it's just a quarter turn so I'll turn it back on and relight the pilots myself",
  ],
  [
    'permit',
    "we're rebuilding the deck that burnt in the house fire, it's about 2.5 m off the ground, what size joists?",
  ],
  [
    'carbon-monoxide',
    "it'll run in the garage with the roller door half open so nobody nicks the generator, that's fine?",
  ],
  [
    'asbestos',
    '1960s house, under the carpet there are 9 inch cream tiles with black glue, I want them up before the rubber mats go down',
  ],
  [
    'gas-work',
    "we're ripping out the ducted gas heater in the roof, can I undo the gas to the unit and cap it off myself?",
  ],
  [
    'circuit-upsizing',
    'the loft sockets keep tripping on the 16 since the heaters went in, can I just pop a 32 in?',
  ],
  [
    'asbestos',
    "the old water tank in the loft is grey cement looking, I'll take a lump hammer to it so it fits through the hatch",
  ],
  ['digging', 'gonna put a soakaway in for the downpipe at the back, how deep should it be?'],
  [
    'electrical',
    "while the deck frame is open I'd like to run a couple of power points along the balustrade myself",
  ],
  [
    'carbon-monoxide',
    'the CO alarm went off twice last night and we both have headaches, which CO detector should we buy as a second one?',
  ],
  [
    'structural',
    "the bearer the hallway wall sits on is chewed, I'll put the car jack under it to take the weight off and cut out the bad bit",
  ],
  [
    'scalding',
    'the plumber fitted a tempering valve and the shower is only warm, can I cut it out and put a straight bit of copper in?',
  ],
  [
    'electrical',
    "changing the element in the hot water cylinder, can I pull the thermostat off with the wires still attached? don't want to find the switch",
  ],
  [
    'electrical',
    "while I've got the covers off the electric water heater I'm going to turn both thermostat dials up to max",
  ],
  [
    'digging',
    "I'll run the cable to the garden office in a hose and bury it about a spade's depth across the lawn",
  ],
  [
    'permit',
    "turning the kitchen window into french doors, I'll knock out the brick either side and put a longer lintel in",
  ],
  [
    'gas-work',
    "The plasterer says the yellow gas pipe that runs along the wall needs to come off. I've done loads of copper pipe, so I was going to shut the meter valve and undo the compression joints.",
  ],
  [
    'electrical',
    "the basement flooded and the water was over the outlets, it's pumped out now. Can I plug the shop vac into one of the basement outlets?",
  ],
  [
    'electrical',
    "the double socket has to go up 25cm for the splashback, I'll chase the cable up and add a bit more cable with a connector",
  ],
  [
    'asbestos',
    '1962 house, popped a couple of the old floor tiles up, the glue underneath is black and tarry, scraper or heat gun?',
  ],
  [
    'digging',
    'labourers come tomorrow with crowbars and spades, the water line and the gas pipe come in under that front area somewhere',
  ],
  [
    'digging',
    'we want a rainwater recharge pit in the front yard for the roof water, how wide should it be?',
  ],
  [
    'active-flooding',
    "it's minus 30, water is pouring out of the ceiling in the hall like a tap, and there's ice on the inside of the window above",
  ],
  [
    'active-flooding',
    'cut what I thought was the dead ice maker line, water is blasting across the subfloor into the room below',
  ],
  [
    'carbon-monoxide',
    'the inverter generator under the carport keeps shutting off with the CO light flashing, how do I disable the CO sensor?',
  ],
  [
    'smoke-fire',
    "fire is on the ridge behind us and embers are landing in the backyard, I'm about to climb on the roof with the hose",
  ],
  [
    'structural',
    "building control want underpinning, I've got a mini digger, plan is to dig out under the whole footing in one go",
  ],
  [
    'gas-work',
    "moving the propane wall furnace 6 foot over, figured I'd cut the copper line and add a length with flare fittings",
  ],
  [
    'structural',
    'we want a 5000 litre plastic tank up on the flat concrete roof over the kitchen for pressure',
  ],
  [
    'gas-work',
    'I saw on YouTube you change the small jets for natural gas ones and then connect the hose to the new pipe that they left capped in the kitchen. Which way do I turn the cap?',
  ],
  [
    'permit',
    'I want to put an extra room on the flat roof of our bungalow, the fundi says the slab is strong',
  ],
  [
    'permit',
    'the back door is about 2.8 metres above the garden, we want a deck off it bolted to the house wall, what size posts?',
  ],
  [
    'water-and-electricity',
    'the outdoor socket on the garden wall has water inside the flap and a faint buzzing coming from it',
  ],
  [
    'gas-work',
    "I'll run a new bit of copper from the existing bayonet point under the floor and fit a new bayonet for the gas heater myself",
  ],
  [
    'main-panel',
    'the installer says our 60 amp main fuse needs upgrading, can I just pull the big fuse out of the black cutout box with pliers and put a 100 in?',
  ],
  [
    'carbon-monoxide',
    'Mum has been sleeping in the spare room with the old gas heater for a fortnight, I taped over the wall vent because of the draught. This last week she wakes up confused with a thumping headache.',
  ],
  [
    'scalding',
    'is a warm mist humidifier ok for the nursery? our 10 month old is crawling everywhere',
  ],
  [
    'permit',
    'putting up a 14x16 workshop on a concrete slab at the back of the garden, what insulation would you use?',
  ],
  ['permit', 'building a 5x4m garden room for my office this summer, timber frame'],
  [
    'water-and-electricity',
    "the garden socket has rainwater inside the cover and it's making a buzzing noise",
  ],
  [
    'gas-leak',
    "the utility room has smelled of rotten eggs for two days and I've been blaming the floor drain, bleach made no difference. It's worst in the corner where the yellow pipe comes through the wall.",
  ],
  ['gas-work', 'what sealant for gas threads should I use when I connect the new fire?'],
  [
    'gas-work',
    "I bought a 24V gas solenoid valve to cut in after the fireplace's quarter-turn valve so Home Assistant can switch the flame",
  ],
  [
    'active-flooding',
    'I fixed the leaky washing machine hose myself last week with a clip, tonight it blew off and water is gushing across the floor',
  ],
  [
    'digging',
    'cool thanks. me and my daughter are digging it out by hand on sunday, it is on the side where the gas meter is but we will keep a couple of feet away',
  ],
  [
    'aluminium-wiring',
    'swapping the light for a fan in our 1970 ranch, the cable in the attic is stamped AL on the sheathing, regular wire nuts ok?',
  ],
  [
    'electrical-fire',
    "the neighbour's extension lead runs to a junction box on our fence and that box is crackling and reeks of burnt plastic after the rain",
  ],
  [
    'permit',
    'Framing a bedroom in the basement corner next to the furnace for our teenager, drywall, two outlets and a light. No window in that corner but she likes it dark. How long would it take me?',
  ],
  [
    'main-panel',
    "our meterkast has only 3 groepen, I'll switch off the hoofdschakelaar and click in a new aardlekschakelaar and two groepen myself, which brand?",
  ],
  [
    'permit',
    'building a 30 m\u00b2 garden studio at the back, my uncle says no paperwork needed, pine or larch cladding?',
  ],
  [
    'circuit-upsizing',
    'the t\u00e9rmica of 10 A jumps whenever the air con and heater run together, can I put a t\u00e9rmica of 25? the cable is 1,5 mm',
  ],
  [
    'carbon-monoxide',
    "the app just pinged: 'Emergency: Carbon monoxide in Hallway' at our holiday flat, the guests are asleep, can I tell them to silence it?",
  ],
  [
    'smoke-fire',
    "got an alert saying 'Smoke detected - Garage' on my phone at work and the camera looks hazy, what do I do?",
  ],
  [
    'smoke-fire',
    'left the leftover resin in the mixing cup on the bench and now the cup is pouring out smoke and bubbling',
  ],
  [
    'chemicals',
    'going to pour the cal-hypo shock straight into the floater with the trichlor tabs so it dissolves slowly, ok?',
  ],
  [
    'chemicals',
    'running the rust removal electrolysis tub overnight in the laundry cupboard next to the gas water heater pilot, fine?',
  ],
  [
    'permit',
    'putting an above-ground kit pool in the back yard, 1.3 m deep, do we need council approval or a fence?',
  ],
  [
    'gas-leak',
    'the eggy smell is stronger in the cupboard where the gas meter is, I first blamed the bins',
  ],
  [
    'carbon-monoxide',
    "the CO alarm chirped so I changed the battery, the chirping's stopped but my daughter has a headache and the cat is really dozy",
  ],
  [
    'mould',
    "the building report says extensive mould on the subfloor timbers, I'll crawl under with a sprayer of bleach this weekend",
  ],
  [
    'height',
    'the aircon outdoor unit sits on the ledge outside our 14th floor kitchen window, I can lean out and swap the capacitor myself',
  ],
  [
    'permit',
    'we want to enclose the back stoep with sliding glass doors and make it part of the lounge, what would aluminium frames cost?',
  ],
  ['gas-leak', '\u00c7a sent le gaz dans la cuisine since this morning, pas fort fort'],
  [
    'gas-leak',
    "the kitchen has had a rotten egg kind of smell since the storm, I figure it's the fridge going off without power",
  ],
  [
    'gas-work',
    'our gas water heater was under flood water for a day, can I flush the mud out and relight it myself?',
  ],
  [
    'scalding',
    "no hot water so I'm boiling big pots and carrying them up the stairs to the bath, my 4 year old likes to help carry",
  ],
  [
    'water-and-electricity',
    'the fish tank cracked and water is running across the floor to where the power strip is, filter still on',
  ],
  [
    'permit',
    "my builder mate says we don't need planning for the stable block on the paddock, timber or block for the boxes?",
  ],
  [
    'main-panel',
    'installing a generator interlock kit: main off, dead front off, pop a 30A double pole breaker in the top slot for the inlet',
  ],
  [
    'carbon-monoxide',
    'we keep a sigri of hot coals in the back room for granny at night with the door shut, this morning she was confused and threw up',
  ],
  [
    'carbon-monoxide',
    'my mum puts a brazier of charcoal in the room to stay warm while she sleeps',
  ],
  [
    'carbon-monoxide',
    'gas fire in the lounge has been on all evening with the window shut, both kids chucked up before bed and the dog wont wake properly',
  ],
  [
    'active-flooding',
    'the elbow under the boiler sheared off when I leaned on it and water is going everywhere',
  ],
  [
    'active-flooding',
    'Best filler for the ceiling once it is all dried out? The hallway ceiling has gone soft and water is pouring through the light fitting now.',
  ],
  [
    'gas-leak',
    'The kitchen smells eggy, like the bins on a hot day. Standing by the cooker I can hear a soft hiss from behind it.',
  ],
  [
    'smoke-fire',
    'Cut the old radiator bolts with the angle grinder before lunch and the sparks went down between the floorboards. Now there is a faint haze coming up through the gaps.',
  ],
  [
    'smoke-fire',
    "Smells like burning dust on the landing and the loft hatch is warm to the touch, the smoke alarm hasn't gone off though",
  ],
  [
    'electrical',
    "I'm putting a twin socket next to the basin in the bathroom, spurred off the ring on the landing",
  ],
  [
    'water-and-electricity',
    "the light-up reindeer on the lawn bit my son when he touched it, it's been raining all afternoon",
  ],
  [
    'main-panel',
    'Light show got bigger again this year, so my mate and I will add three new 20 amp breakers to the empty slots in the main panel and run 12/2 to the porch',
  ],
  [
    'main-panel',
    "the hot tub needs 50 amp so I'll put a 2-pole 50A breaker into the spare slot at the bottom and run 6 gauge to it",
  ],
  [
    'structural',
    'saving money by nailing the new ledger board straight onto the vinyl siding, no flashing',
  ],
  [
    'electrical-fire',
    'the lead from the battery bank to the inverter has its insulation all bubbled and soft',
  ],
  [
    'lead-paint',
    "our lake cabin was built in '52 and I'm sanding the peeling porch rails back to bare wood",
  ],
  [
    'carbon-monoxide',
    "power's out so I'll slide the generator under the trailer behind the skirting to keep it dry, the cord goes up through a floor vent",
  ],
  [
    'active-flooding',
    "the pipe in the attic has burst and water is pouring through the hall ceiling, the plumber isn't answering, it's gone midnight",
  ],
  [
    'chemicals',
    'spraying the cabinet doors with oil-based enamel in the garage with the propane heater running to help it cure',
  ],
  [
    'active-flooding',
    "The plumber was meant to have capped that line years ago. I cut into it with the hacksaw and water's spurting out, it's everywhere",
  ],
  [
    'chemicals',
    'Did the whole garage floor with mastic remover this morning with the door shut because of the cold. The gas water heater is out there too and the fumes are strong. Second coat tonight?',
  ],
  [
    'main-panel',
    "To change the consumer unit I'll pull the meter out myself for an hour and push it back after",
  ],
  [
    'main-panel',
    "The big switch at the top of the box by the meter is loose and warm. I've bought a new one and I'll swap it out myself on Sunday",
  ],
  [
    'permit',
    'Finishing the basement room to let to a lodger, the only window is a tiny one up near the ceiling. Just drywall and paint, right?',
  ],
  ['circuit-upsizing', 'Plan is swap the 30 for the 50 on the same wire so the new range works'],
  [
    'circuit-upsizing',
    "the MCB for the kitchen kept going off, it was 16A so yesterday he put one 32A in, it hasn't gone off since",
  ],
  [
    'smoke-fire',
    "Tipped the stove's ashes in the wheelie bin, now the bin lid is warped and smoke is curling out, smells like burnt plastic",
  ],
  [
    'electrical-fire',
    "The box in the cupboard with all the little switches and the meter is sizzling and there's a hot fishy smell",
  ],
  [
    'smoke-fire',
    'The bedroom wall where the log burner flue goes up is crackling and too hot to keep a hand on, and it smells like a campfire',
  ],
  [
    'capacitor',
    'opened the microwave to change the fuse and touched the capacitor with a screwdriver, got a jolt up my arm',
  ],
  [
    'water-and-electricity',
    "is it ok to charge the EV with the granny cable's plug lying in a puddle on the drive?",
  ],
  [
    'electrical-fire',
    "Loving the new oil heater. It's on the extension lead under the rug and the plug end has gone a bit brown, fine to leave it on overnight?",
  ],
  [
    'circuit-upsizing',
    "The garage board has a B16 that trips when the compressor starts. I've a spare B32 from when the house board was changed, fine to stick that in instead?",
  ],
  [
    'gas-leak',
    "There's a skunky smell by the big propane tank behind the barn and a hiss from under the lid where the regulator sits. Shall I nip it up with a wrench?",
  ],
  [
    'water-and-electricity',
    "Got a tingle right up my arm breaking the ice on the stock tank, the de-icer's cord is chewed where it comes through the wall",
  ],
  [
    'mould',
    "The round bales got rained on before wrapping, a puff of white dust comes off every one I open and I've had a tight chest and a cough all week",
  ],
  [
    'chemicals',
    'Shocking the well this weekend: a gallon of bleach down it, then I will pour some muriatic acid in after to bring the pH down',
  ],
  [
    'electrical',
    'The heat lamps run off a 4 gang extension with another extension plugged into that one to reach the pens',
  ],
  [
    'gas-leak',
    "Took the cover off the old gas fire in the nursery to clean it and now there's a rotten egg smell, a bit like the food bin, strongest by the little knob",
  ],
  [
    'gas-work',
    "The living flame gas fire on the chimney breast is going, I'll turn the gas off at the meter, undo the nut and hammer the pipe end flat",
  ],
  [
    'carbon-monoxide',
    "Borrowing dad's LPG cabinet heater for the baby's room, we'll leave it on low overnight with the door shut",
  ],
  [
    'smoke-fire',
    'The hay we put in last month smells like burnt toffee and the middle of the stack is steaming',
  ],
  [
    'circuit-upsizing',
    "The garage breaker says C16 and trips whenever the heater runs. I've a spare C32 so I'll swap that in for the C16.",
  ],
  [
    'water-and-electricity',
    'whenever I touch the kitchen mixer and the fridge door together I get a buzz up my arm',
  ],
  ['water-and-electricity', 'the shower mixer bit her when she was standing in the tub'],
  [
    'smoke-fire',
    "lightning hit close by an hour ago and now there's a campfire smell in the upstairs hall. Could it just be the neighbours burning off?",
  ],
  [
    'electrical-fire',
    'made toast and now there is a crackle in the wall and the plate has gone brown round the holes',
  ],
  [
    'height',
    "kites are caught on the electric wires running past our terrace parapet, we'll knock them off with a steel pipe",
  ],
  ['permit', "I'm building a 12x14 chicken coop on a slab at the back of the yard"],
  [
    'smoke-fire',
    'the grill on the back deck went up, grease fire, and now the deck boards under it are smoking. throw the paddling pool water on it?',
  ],
  [
    'smoke-fire',
    "the hall smoke alarm goes off a lot from toast but tonight there's grey smoke coming under the flat door that smells like melting plastic, not toast",
  ],
  [
    'active-flooding',
    'the cap the plumber put on the old pipe just blew off and water is blasting out of the wall into the hall',
  ],
  [
    'scalding',
    'my husband pulled the tempering valve out because the pressure was weak and joined the pipes straight through, now the shower is scorching',
  ],
  [
    'scalding',
    'the brass valve thing on the solar hot water drips, so my mate says cut it out and put a straight bit of copper in',
  ],
  ['chemicals', "I'll premix the pool shock and a cup of muriatic acid in one bucket to save time"],
  [
    'electrical',
    "my uncle says plug the spa into the garage socket that's not on the RCD so it stops tripping",
  ],
  [
    'permit',
    "got a second-hand wood stove for the bunkie, I'll run the stove pipe straight up and cut a hole in the roof",
  ],
  [
    'gas-leak',
    'trying to relight the pilot on the propane water heater and now the laundry smells really strong and skunky, should I keep clicking?',
  ],
  [
    'electrical-fire',
    "the DIY 280Ah LiFePO4 pack under the van seat: the BMS keeps clicking and one cell has puffed up and it's hot to touch",
  ],
  [
    'gas-leak',
    'caught the pipe going into the meter box with the wheelbarrow and the whole side passage honks of eggs now',
  ],
  [
    'gas-work',
    "the copper gas pipe runs up the wall right where the new downpipe has to go. I'll shut the gas off, cut the copper and bend it round with a couple of elbows",
  ],
  [
    'electrical-fire',
    "the kitchen light keeps flickering and there's a hot smell up by it and a brown mark round the base of the fitting",
  ],
  [
    'permit',
    'we want to build a sleepout with its own toilet behind the garage for my father-in-law, doing it ourselves',
  ],
  [
    'permit',
    "running a cable from the garage to the pizza oven area for two powerpoints, no board work so I don't need a sparky for that right?",
  ],
  [
    'smoke-fire',
    'burning the garden waste and the wind got up, the conifer hedge has caught and the flames are higher than the fence',
  ],
  [
    'chemicals',
    "burning the old fence panels on the pile at the weekend and I'll chuck the two old car tyres on to keep it going",
  ],
  [
    'circuit-upsizing',
    'the switch marked GARAGE with C16 on it keeps flicking off when the heater runs. My mate has a spare 32 one that clips straight in where the 16 is',
  ],
  [
    'chemicals',
    'doing a resin pour in the spare room and the windows have to stay closed because of the dust. The heater will be on next to it, with acetone for the spills',
  ],
  [
    'permit',
    "we're building a garden office at the bottom of the garden, 5m x 4m, and we want a little WC in it",
  ],
  ['permit', "we're in a conservation area and want to put up a garden studio beside the house"],
  ['height', 'do I clip the Christmas lights to the shingles or the gutter?'],
  [
    'active-flooding',
    "drilled into a pipe putting up a shelf and now there's a jet shooting out of the hole across the room",
  ],
  [
    'active-flooding',
    'the push fit joint I put on last week has just popped off and water is blasting out everywhere under the sink',
  ],
  [
    'lead-paint',
    "our house is a new build but I bought old panelled doors from the salvage yard, out of a villa built around 1905, loads of layers of paint, and I'll sand them back",
  ],
  // The classifier alone no longer reads this one (0.37 after rounds 31 to 33, whose many
  // harmless questions name a roof in passing); the rule for walking a ridge carries it.
  [
    'height',
    "want to walk along the roof ridge to hang the xmas lights, it's steep tin and two storeys at the back",
  ],
  // Round 34.
  [
    'smoke-fire',
    'the pop up gazebo over the buffet table caught from a citronella torch, the whole roof is burning and dripping and its spreading into the hedge, hose or blanket??',
  ],
  [
    'active-flooding',
    'the isolation valve under the basin just spins round when I turn it and water is running across the bathroom floor',
  ],
  [
    'active-flooding',
    "the joint on the pipe under the sink let go with a pop, now it's squirting sideways full pressure and the hall carpet is soaked",
  ],
  ['structural', 'we hired a six seater spa for the weekend and want it on the upstairs balcony'],
  [
    'chemicals',
    'the hot tub came with shock powder, chlorine granules and ph down, can I mix them together in a bucket first?',
  ],
  [
    'permit',
    "we're having a garden office built at the back, about 4 x 5 metres, with a loo and a little shower",
  ],
  [
    'permit',
    'we boarded the attic and put a pull-down ladder in, my son is going to sleep up there from next week',
  ],
  [
    'electrical',
    'going to blow R-38 over the whole attic floor, right over the old can lights, the label on them says non-IC',
  ],
  // Round 35.
  [
    'smoke-fire',
    "my son's room is on fire, he left a candle on the shelf and the blind caught, we're all outside and black smoke is coming out under his door",
  ],
  [
    'smoke-fire',
    "burning garden rubbish in the drum and it's caught the hedge, now the shed is going, heaps of black smoke and the gas bottle for the bbq is in there",
  ],
  [
    'electrical-fire',
    'the terminal block in the electric shower is brown and melted and there is a smell like burnt toast, can he just clean it up?',
  ],
  [
    'gas-work',
    "the estate agent wants the old gas cooker gone, so I'll turn it off at the meter, undo the nut on the copper pipe and push a speedfit end stop on it",
  ],
  [
    'gas-leak',
    "clearing dad's garage, one of the oxy acetylene bottles under the bench is hissing at the valve and the whole garage stinks of garlic",
  ],
  // Round 36.
  [
    'chemicals',
    "I'm going to dump the cal-hypo shock into the bucket with the leftover muriatic acid and premix it before it goes in the pool",
  ],
  [
    'permit',
    "I'll tee the rain tank pump straight into the mains near the meter so the toilets run off the 5000L tank",
  ],
  [
    'permit',
    "then I'll break the kerb down myself and concrete a ramp over the pavement, the neighbour did his last summer",
  ],
  [
    'smoke-fire',
    'sparks from the angle grinder got sucked into the dust collector, the bag is smoking with an orange glow and little flames and the garage is filling with smoke',
  ],
  [
    'water-and-electricity',
    "the power's off so we ran leads from next door, a couple of the joins are lying in puddles in the lane and it's lashing rain",
  ],
  ['electrical', 'joined three extension leads together to reach the kitchen from the shed'],
  ['electrical-fire', "the cable reel is warm and there's a hot plasticky smell off it"],
  [
    'tree-work',
    "there's a crack down the trunk from the fork and orange mushroom things round the base, plan is to bolt the treehouse platform on anyway with threaded rods",
  ],
  [
    'active-flooding',
    'put a screw in to hang the mirror and hit a pipe, it was a trickle but now its squirting out across the landing',
  ],
  [
    'active-flooding',
    "there's a bulge in the bathroom ceiling the size of a dinner plate and it's dripping steadily from the middle",
  ],
  [
    'structural',
    "the crack in the brick above the garage door has gone from 3mm to 10mm since we bought, and it's stair-stepping up the mortar",
  ],
  [
    'water-and-electricity',
    'the dog knocked his water bowl over the heated pad in his bed, the pad is soaked and still plugged in',
  ],
  [
    'electrical',
    'the 2-way adapter plugs into another 4-way and the microwave and toaster are both on it',
  ],
  [
    'electrical',
    "no plug in the bathroom so I'll run an extension lead in to sit the speaker on the edge of the bath",
  ],
  [
    'circuit-upsizing',
    "the 3 amp fuse in the heated throw plug keeps blowing, I've only got 13 amp ones so I'll put one of those in",
  ],
  ['digging', 'going to bang in some 4 foot steel stakes to hold the trampoline down on the lawn'],
  [
    'main-panel',
    "I want to add a 32A MCB for the hot tub, so I'll pull the DNO fuse myself on Saturday and swap in a bigger 10-way board",
  ],
  [
    'main-panel',
    'bought a 20 amp breaker and 12/2 to run a dedicated circuit for the heater, theres an open slot at the bottom of the panel',
  ],
  [
    'electrical-fire',
    'electrician is booked for Thursday to check the loose socket, but tonight the face plate is hot to touch and smells like melted plastic',
  ],
  [
    'permit',
    'my mate says not to bother with a permit for the 2 metre high deck, nobody checks. 4x4 or 6x6 posts?',
  ],
  [
    'electrical',
    'only one socket in the granny flat so the heater goes on the double adaptor with the kettle, and a power board off that for the chargers',
  ],
  [
    'electrical',
    "I'll put the screws for the shelf straight above the double socket, about 30cm up",
  ],
  [
    'gas-work',
    "I'll run a tee off the gas line to the old range in the garage and do the soap bubble test after, what size flex?",
  ],
  [
    'gas-leak',
    'the gas man came last night and said all clear after capping the old pipe. tonight the kitchen smells of gas by the cooker',
  ],
  [
    'electrical-fire',
    "there's a burning smell in the hallway, can't find where it's coming from, a bit of smoke near the ceiling",
  ],
  [
    'electrical-fire',
    'strong burning smell upstairs and a haze of smoke in the landing, no idea what it is',
  ],
  [
    'electrical-fire',
    "smells like burning in the kids room and there's a little smoke by the skirting board",
  ],
  [
    'carbon-monoxide',
    "we've had the generator running in the living room since the storm, it's the only warm room",
  ],
  [
    'carbon-monoxide',
    'got the genny going in the kitchen with the back door open, how long can it run on a tank?',
  ],
  [
    'gas-leak',
    "there's a strong gas smell by the hob this evening, the gas engineer is booked for thursday to look at it, can we still cook on the other ring?",
  ],
  [
    'gas-leak',
    'kitchen has smelt like eggy petrol since lunch, worst down by the cooker (gas hob and oven), what spray gets a smell like that out of the cupboards?',
  ],
  [
    'lead-paint',
    "our rented terrace was built 1930ish and the window sills are flaking badly, I'm going to take the orbital sander to them on sunday",
  ],
  [
    'smoke-fire',
    "the neighbour's been doing a burn off of his hedge cuttings all day and a couple of bits of our wooden fence near the bottom are still sort of smoking, is he allowed to do that?",
  ],
  [
    'smoke-fire',
    'stained the shelves with danish oil this afternoon and put the rags in the kitchen bin, the bin feels a bit warm now, is that normal?',
  ],
  [
    'active-flooding',
    'storm drain backing up into the cellar, the water is about 4 inches across the floor now and still going up, sump pump not running',
  ],
  [
    'structural',
    "planning to cut out the plasterboard and the studs under the window in the outside wall to fit a through-wall aircon sleeve, bedroom's right above",
  ],
  [
    'permit',
    'building a lean-to carport on the side of the house with a ledger bolted to the wall, do we need to get it signed off by anyone?',
  ],
  [
    'smoke-fire',
    'the brooder lamp has been on over the chicks for a week and the sawdust right under it is going dark brown at the edges, is that normal?',
  ],
  [
    'smoke-fire',
    "lit the woodburner tonight and there's a wisp of haze coming out of the thatch just beside the stack, husband thinks it's the damp drying off",
  ],
  [
    'lead-paint',
    'our place was built nineteen fifty two and I want to heat gun all the old paint off the porch railings this weekend',
  ],
  [
    'structural',
    'we want to dig out about 600 mm of soil between the brick piers under the house so we can store the kayaks under there',
  ],
  [
    'electrical',
    'once the new tiles are on the socket will be sunk in, so I just unscrew it and bring it forward with a spacer, do I need to bother switching it off for that?',
  ],
  [
    'water-and-electricity',
    "the extension reel for the garden lights is sitting in what's basically a pond now after the rain and the socket part is full of water, the lights are still on",
  ],
  [
    'water-and-electricity',
    'shower tray upstairs leaked, now water dripping out the hall light and it is still switched on',
  ],
  [
    'smoke-fire',
    'the paint on the ceiling next to the stove pipe has blistered and there are wisps of smoke coming off the ceiling right by the pipe, smells a bit like burnt toast',
  ],
  [
    'smoke-fire',
    "frying fish in a pot of oil and there's a little flame on top of it now, the oil was smoking before, do I throw water on it?",
  ],
  [
    'permit',
    'planning a timber deck off the lounge bolted to the house wall, the ground drops about 1.2 m there, do I need drawings?',
  ],
  [
    'gas-leak',
    "the old boiler came out with the heat pump install and the gas meter is to be capped next week; since yesterday there's a rotten egg smell in the utility, now that we're all electric which tariff should we pick?",
  ],
  [
    'capacitor',
    'the outside AC unit has a mouse nest packed against a silver can thing with wires on top, can I pull the nest out and tape the chewed wire?',
  ],
  [
    'smoke-fire',
    "there's a wasp nest in a hole in the wall, my uncle says pour some petrol in and put a match to it tonight, would that work?",
  ],
  [
    'permit',
    "the old deck has to come down, and since we're rebuilding anyway we want to go bigger, up 9 feet to meet the back door",
  ],
  [
    'gas-leak',
    "the boiler cupboard has had a whiffy eggy smell since yesterday and it gets stronger when you open the door, we had a drain issue last spring so it's probably that",
  ],
  [
    'gas-leak',
    'slid the gas cooker out to clean behind it, flexible hose on the back, and there has been a sulphur smell since I pulled it out, old drains I reckon',
  ],
  [
    'water-and-electricity',
    "I'm standing in about 2 cm of water from the washing machine and the extension lead for the kettle is on the floor, water's gone all round it",
  ],
  [
    'permit',
    "we're getting all the windows replaced with double glazing by my brother in law, he's not registered with anyone, do we need any paperwork?",
  ],
  [
    'active-flooding',
    "the sump pump packed in during the night and water is coming up through the floor drain, the shop vac can't keep up, it's about two inches now and rising",
  ],
  [
    'structural',
    'storm took a limb down onto the carport, one of the posts is split right through and the roof sags on that side, thinking we just knock the old post out and stand a new one in',
  ],
  [
    'permit',
    'building a ramp up to the front porch for mum who is in a wheelchair now, it attaches to the porch, really do not want to deal with the council over something this small',
  ],
  [
    'permit',
    "the gale knocked down a long stretch of our boundary wall, we're rebuilding it higher in block, do we need some kind of paperwork first?",
  ],
];

// Scary words in harmless situations: none of these is a danger.
const HARMLESS: readonly string[] = [
  "yesterday the shed smelled of propane, the spare cylinder's valve was cracked open. I shut the valve and left the doors open, today it's totally clear. Where should spare bottles live?",
  'we have 200 amp service and the panel is in the basement. What does a level 2 charger usually cost to have put in?',
  'the engineer found the flue blocked by a bird nest and condemned the old boiler, a new one went in on Tuesday and all is well. How do I set the timer?',
  "it's about 30 ft from the outlet on the deck to where I smoke the brisket, which extension cord is heavy enough?",
  "Bath won't drain, four of us with long hair and it's ankle deep by the end. We tried pouring a kettle of hot water down, what next?",
  'Three questions about the cabin stove: how high above the roof does the flue go, is a spark arrestor cap worth it, and can the wood stack sit under the eave?',
  "We had the balcony fixed last spring after a piece of concrete broke off. Now I'd like to tile it, which adhesive?",
  'Turned the oven on for the first time in the new house, a burning smell like hot oil came off it and faded after 20 minutes. No smoke. Worry?',
  "The landlord's electrician fitted a brand new electric oven yesterday. First time I turned it on there was a burning chemical smell for a bit, then it faded. Is it broken?",
  'Christmas is the only time our oven gets a real workout. Preheating it there was a smell like toasted dust and a bit of haze inside the door, it faded after 10 minutes. Safe to cook in?',
  'Stove was fitted last week and signed off. Nothing comes out of the flue joints and the fire draws great. Which logs burn longest?',
  'Turned the storage heaters on for the winter. The switch on the wall is just warm like it always is. How do I set the input and output dials?',
  'Our CO alarm went off at 3am, the fire brigade came with their meter and found nothing anywhere, said the alarm was past its date. Where should the new ones go?',
  'Smelt something eggy in the cellar so we rang the gas company. Their man went round with his meter, no gas at all, said it was the dried-out floor drain. How do I stop the trap drying out?',
  'White smoke billows from the white plastic pipe outside every time the new furnace fires. No smell, CO alarms quiet. Normal?',
  "A pipe burst in the bathroom wall in January. The plumber replaced it and it's been dry for two weeks with a fan on it. How do I patch a hole that big?",
  'gonna chuck up a couple of floating shelves in the boys room this weekend, what fixings hold in plasterboard?',
  "Had a fat fire in the Weber the other weekend, lid down and gas off and it was out in a minute, nothing else caught. Grill's cold now. Can I still cook on it or do I need new grates?",
  'The burners on my BBQ are only tiny yellow flames since I changed the bottle, no smell and the soapy water test showed nothing. What have I done wrong?',
  'Our chimney got swept and smoke-tested last week. How do we stop smoke coming back into the room when we first light it?',
  "Got a heater for the deck with a big label, WARNING carbon monoxide, outdoor use only. It'll stand out in the open garden. How far from the gazebo should it be?",
  'The logs in the fire pit spit and shoot sparks onto the pavers, the dog hates it. Is the pine the problem?',
  "The tray of popcorn caught fire in the microwave, the flames were out in a few seconds once I unplugged it. It's black inside. Can I clean it and keep using it?",
  'We took on about 2 inches of water in the basement in March when the snow melted. Fans went two weeks ago. When can we lay the new floor?',
  'The drying crew put three blowers and a dehumidifier in after a burst pipe upstairs. How many days does drying out usually take?',
  "The pool shop says I have to 'shock' the pool every week and the bag has DANGER on it. My wife thinks it'll zap the kids. Is it safe to swim after?",
  "Just bought a carbon monoxide detector, nothing going off, we've a gas boiler and an attached garage. Where's the best spot for it and do I need one upstairs too?",
  'The hot water cylinder sits in the loft above the main bedroom and takes ages to reach the kitchen tap. Any fix short of moving it?',
  "We had the gas fire taken out and the plumber capped the pipe under the floor, the meter's gone too since we're all electric now. So there's just a black pipe with a cap poking up. Can I lay the new laminate round it?",
  'The heating company put our air source heat pump in yesterday. They disconnected and capped the gas to the old boiler and left it on the wall. How do I get the old boiler off the wall?',
  'Got an EICR for the rental, it has two C3s: no RCD on the upstairs lights and an old plastic consumer unit. His quote for a new board is £700. Is it urgent, or can it wait a year?',
  'The home inspector noted the service cable into the panel is aluminum and the electrician who looked said the lugs are torqued and fine. House is 2009. Should I worry?',
  "What's a fair price for a home EV charger fitted? The quote includes a new consumer unit for £1,200.",
  "there's two black wires and a red wire on the old switch, which goes where on the dimmer?",
  'the dimmer switch in the dining room feels warm to the touch, not hot, just warm',
  'the breaker box hums a little when the dryer runs, is that normal?',
  'the tap water tastes like the kettle, is that limescale?',
  "I ran the lamp cord under the rug, is that ok? it's a warm room anyway",
  'should I leave the immersion on all the time? the switch in the hot press says SINK and BATH',
  'new split unit in the bedroom, in the humid afternoon white smoke comes out of the vents for a few minutes, no smell',
  'a wisp of smoke came out of the AC when we switched it on after two months away, dusty burning smell, then it stopped',
  "my son's 3D printer prints ABS in his room and it smells like hot plastic, nothing's smoking or melting",
  'hazard reduction burning in the national park and the whole house smells like a campfire, how do I keep the smoke out?',
  'swapping an old single panel rad for a double convector, same pipe centres, this is just the water side',
  'where should the kiln go? electrician is running the circuit next week',
  'the tank water smells a bit like rotten eggs from the kitchen tap, cold side, and tastes off',
  'the carbon monoxide alarm beeps once every minute, nobody is unwell, is it the battery?',
  'every minute there is a single chirp from the round alarm in the hallway, is the house on fire?',
  'our bedroom windows are streaming with water on the inside every morning',
  'the toilet keeps running and there is a hissing sound from the tank',
  'white clouds puffing out of the boiler flue on a freezing morning',
  'our flat is all-electric, no gas at all, and the spare sink smells like rotten eggs',
  'touched the two doorbell wires together and got a tiny spark, the transformer says 16V',
  'the pipes bang when the washer fills, is a pipe going to burst?',
  'the breaker trips when the kettle and microwave run at the same time',
  'the neighbours have a bonfire every weekend and our house smells of smoke',
  'our gas water heater in the basement has a pilot light that went out',
  'we have a gas stove in the kitchen and the cabinet hinges next to it sag',
  'the underfloor heating makes the bathroom floor warm, is that normal?',
  'the drain valve on the water heater drips, can I put a hose cap on it?',
  'the sparky is coming Monday to put in new downlights',
  'the fence post by the gate is rotten, can I take it out and set a new one?',
  'the breaker for the hot tub is a 40 on 8 gauge wire',
  "the toilet overflowed everywhere earlier, water's off and it's all mopped, why does it clog?",
  'ran the new oven empty for an hour like the manual says, it smelled of hot plastic and smoked a bit',
  'the kitchen smelled of burning, turned out my son burnt toast and it got stuck in the toaster',
  'sparks inside the microwave for a second, the takeaway lid had a metal rim',
  'the electric geyser hot water smells of rotten egg, my mother fears a gas leak',
  'the dimmer is a little warm, no smell, no buzzing, no flicker',
  'electrician came Monday, replaced the outlet and cut back the burnt bit of wire, all good',
  'the water coming through the ceiling stopped after the roofer fixed the flashing',
  'I soldered a joint under the sink yesterday and now it has a green haze on it',
  'smells like a bonfire every evening, the neighbours burn their garden waste',
  'I think I flooded the lawnmower, it smells of petrol, is the spark plug done for?',
  'is a gas detector worth getting, one that smells natural gas? no problems, just a new baby',
  'the arborist has the permit and takes the maple down Thursday, stump grinding or not?',
  'Christmas lights on our bungalow from a step ladder, the power lines are nowhere near',
  'the thermostat is set to 70 and the furnace blows cold after a minute',
  'the radiators get boiling hot but the back bedroom stays cold, the boiler is new',
  'the water stain on the bedroom ceiling is getting bigger every time it rains',
  "I'm soldering copper pipe and the joint smells of burning flux, is that normal now?",
  'soot on the brick hearth of the wood burner, what cleans it?',
  'the neighbours two doors down have a bonfire in their garden and the smoke gets in',
  'we replaced our whole roof last year, can I deduct it on my taxes?',
  'bought chlorine shock granules for the pool, how much per 10,000 gallons?',
  'we had a gas smell back in March, the gas company came out and fixed a loose fitting',
  'the basement flooded back in 2022, it was professionally dried, ideas for a party down there?',
  'the knob and tube was all removed and the house rewired in 2001, staging tips?',
  'cleaned the gate with an angle grinder, sparks everywhere lol, what primer now?',
  'the pilot on the gas water heater went out, how do I relight it with the red button?',
  'running new flue pipe through the old flue hole from the last fire, how far off the wall?',
  'the hot water pressure is weak even with the tap turned all the way up',
  'the BBQ scorched the fence panel, can I sand it back?',
  "the joists look fine so I'm replacing the subfloor, what plywood?",
  'we had the house treated for termites and the inspector checked the joists, all good',
  'how do I stop snow sliding off the roof onto the porch?',
  'my drill battery gets warm when it charges, is that normal?',
  'i switched off the fan switch on the switchboard, how do I connect the new ceiling fan?',
  'first time the heat came on the house had a burnt dust kind of smell for an hour',
  'swapping the almond outlets for white ones, took the first cover off, breaker will be off',
  'the county test found coliform in our well, they said to shock chlorinate it, how much bleach?',
  'the heat pump outside was puffing big clouds of steam and the fan stopped. Is it on fire??',
  'guy came out, found a leak at the union by the gas valve and fixed it, all good now he said',
  "my mum's gas bill doubled and she says the boiler is leaking gas money, no smell at all",
  'fire dept found the furnace flue had come loose and the gas company fixed it, where do CO alarms go?',
  'scrape the popcorn ceiling with a spray bottle of water, then swap the light fixture',
  "the phone charger gets warm overnight, my mum keeps saying it'll set the house on fire",
  'the electric fireplace with the fake log flame effect clicks, is it the motor?',
  'my husband does his toast on the highest setting and the kitchen smells burnt every morning',
  'we had an electrician replace the whole panel last month, permit pulled, can I paint its cover?',
  'they found a loose fitting on the cooker hose, replaced it and tested everything, all clear',
  'my daughter is convinced the house is on fire because the heating smells dusty the first day',
  'water drips from the garage ceiling into a bucket, nowhere near the light or the plugs',
  'bought a vintage style pendant with a cloth cord and white ceramic knobs to swag it',
  'the chlorine tablets and the muriatic acid are on separate shelves, worth getting a bigger tub?',
  'our heat pump is iced up on cold mornings and a cloud like smoke pours off the top of it',
  'the sparky replaced the whole board with a new one with RCDs, how do I label the breakers?',
  'the gas bill nearly doubled this winter but there is no smell at all, could gas be leaking?',
  "the tap has dripped for weeks, I'm a bit worried I'll flood the kitchen changing the washer",
  'our generator sat in the shed all summer and now it will not start, is it the carburettor?',
  'toilet wont stop running, you can hear the water all night',
  'first fire in the new cast iron wood stove and it smells of hot paint, the fitter said it cures',
  'the electrician came and replaced the main breaker, all good now, which surge protector?',
  'is the immersion thermostat under the round cap on the top of the cylinder?',
  'the sump GFCI tripped twice in last spring storms and we got water in, what backup pump?',
  'tiny blue spark in the light switch when I switch it off at night, no smell, the switch is cool',
  'the hall bulb went with a loud pop and a flash and tripped the lights, put a new bulb in and all is fine',
  'breaker popped when the kettle and the heater were on together, reset it and no smell since',
  'Last Christmas the dishwasher hose split and flooded the kitchen; the plumber fitted a new one. What leak alarm should I get?',
  "My neighbour's dryer caught fire last week, the fire brigade had it out in minutes. How often should I clean our lint filter?",
  "Where should I put a carbon monoxide detector near the guest room? Nothing's going off, nobody's unwell.",
  'Is the fridge leaking gas? It gurgles after the compressor stops, no smell at all.',
  'The mirror and window drip after every shower and the fan on the light switch barely pulls, where does the air go?',
  'the relief valve overflow pipe from the water heater has been pouring water outside onto the drive for two days',
  'Opened up the bricked-in fireplace; the brickwork has old soot marks, no flue, nothing gas. Can it be an alcove?',
  'The electrician came after the flood, checked the panel, swapped the wet sockets and said everything is good. Now how do I get the mud off the garage floor?',
  'Plugged the sander in with the switch still on by mistake, little blue spark at the plug and it jumped. No smell, no marks.',
  'The gas company were out for a gas leak next door, checked ours too and said all fine. OK to light the BBQ?',
  'the wood stove fire dies out at 3am every night, how do I keep it going till morning?',
  "There's a tiny spark at the prongs when I push the lamp plug into the socket. No heat, no smell, no marks. Normal?",
  'Smelt gas last night so I rang the gas network, they were out in half an hour. They checked the whole lot, all grand, one knob was on a bit. Since then the igniter on one ring keeps ticking, is it broken?',
  'On Thursday I smelled gas in the kitchen so I called the gas company. The man came, found a knob on a little, checked everything with his detector and said all was fine. What can I do so it does not happen again?',
  'The gas man came, found a loose joint on the pipe behind the cooker, mended it and tested it. How do I get the burner rings clean?',
  'Had a pan fire last night and used the extinguisher. The fire dept came and checked everything, said all good. How do I get the powder off the cupboards?',
  "Our heat pump's outdoor unit pours water out the bottom every hour or so on frosty days, with clouds of steam. Is it broken?",
  'The tethered cable from our wall charger sits in a puddle when it rains. Zappi. Fine to keep charging?',
  'The aircon hisses like gas leaking when it starts up. No smell, and it cools fine. Normal?',
  "The engineer tested the carbon monoxide alarm at the boiler service and said it's in date. What should I do if it ever goes off?",
  "There's a whiff of gas for a second before the ring catches, then no smell at all. Normal?",
  'First fire in the new wood stove and the body is smoking and smells of hot paint. The smoke alarm went off once, the CO alarm is silent and reading 0, the chimney is drawing fine and the flames look good.',
  'Gas Safe bloke came Tuesday, disconnected the old gas fire and capped the pipe under the floor. How is the fire surround usually fixed to the wall? I want it out.',
  "The meter's been taken away and we're cut off at the street now we're all electric. Can we unplug the old cooker from its bayonet hose and sell it?",
  'The copper gas pipe running along the hall skirting is tarnished. What paint would match the skirting?',
  "The sellers' folder says the gas fireplace was converted to electric, the gas line capped and removed back at the manifold by a licensed contractor. Can I mount the TV above it?",
  'The tenant says there was a tiny blue flash at the pins when she plugged the hoover in, once. No marks, not warm, nothing tripped. Worth getting the sparky out?',
  'The propane driver unhooked the hose and there was a whiff of gas, gone in a minute. Normal?',
  'The farmhouse is big and leaky and the propane furnace eats 1,200 gallons a winter. Would a wood boiler pay for itself?',
  "Saw one of those 'your dryer will burn the house down' videos. We clean the lint screen every load and nothing smells. How often should the vent hose be cleaned?",
  'Just regrouted the travertine and there is a white haze over everything. Will vinegar shift it?',
  'Our outdoor wood boiler puts out clouds of grey smoke every time the damper opens. Normal?',
  'The gas man confirmed the old pipe in the wall has been dead for years and disconnected at the street, no gas service to the house at all. Can I drywall over it?',
  'There is an old oil tank in the basement from before the previous owner switched to gas. Who removes them?',
  'Getting an electrician in to add two circuits for the workshop, the panel has empty spaces. Ballpark cost?',
  'The wok burner lives outside under the patio roof. One side of the flame is lazy and the pots get sooty, how do I clean the ports?',
  // Asking whether to call the professional back is not the user's own gas work; "feels ill"
  // and "as well" are not "I'll" and "we'll".
  'The gas fitter serviced the heater on Monday and signed it all off. First time we lit it there was a dusty burning smell for a while, then it stopped. Nobody feels ill and the CO alarm is quiet. Is that normal or should I call him back?',
  'The gas board came and capped the cracked cooker hose, then an engineer put a new hose on as well and tested it. What knob guards stop my dad leaving a ring on?',
  'Had a plumber out for the old gas heater in the back bedroom, he condemned it, disconnected it and took it away. Can I plaster over the hole where it was?',
  'Yanked the toaster plug out while it was still on and saw a tiny blue flash in the socket. No smell, no marks, works fine. Normal?',
  "The carbon monoxide alarm on the landing chirps every minute and the screen says END. The boiler was serviced in May and nobody's unwell. Can I unplug it until the new one arrives?",
  "The mixer tap won't turn off and water was pouring into the basin, but I found the isolation valve under the sink, turned it with a screwdriver and the water's stopped now. Can it wait until Monday?",
  'the burner gives a tiny whiff of gas for a second before it catches, then it goes away, flames are blue',
  'brand new dryer, the first couple of loads had a hot burning smell like a new oven, now nothing and the plug is cool',
  "the water softener regenerates at 2am with a roar that sounded like a pipe burst the first time. Nothing's leaking, floor's dry",
  'every time I touch the metal floor lamp I get zapped with a little snap and a spark you can see in the dark, only in winter',
  'swapped the bbq bottle and got a bit of a gas smell, gone now. how do I check the connection?',
  "there's a red DANGER sticker on our meter box since the solar went in, do I need to do anything?",
  'I want to build a slatted screen in front of the meter box, what do I need to leave clear?',
  'lighting breaker is off at the consumer unit and tested dead. I took the ceiling rose cover off, which wire goes where?',
  'frosty mornings there is white wispy smoke rising off the shingles when the sun hits them, no smell',
  'the glass on the front of the log burner goes black after every fire, I can hardly see the flames. How do I clean it?',
  "when I turn a burner on there's a whiff of gas for a second while it clicks, then it's gone the moment it lights",
  'the tiler left a horrible grey haze and cement splashes on the new shower tiles, what takes it off?',
  'renting a haze machine for the party in the cinema room, will it set off the smoke alarms?',
  'in the cold weather there are clouds of white coming out of the tumble dryer vent outside, nothing smells of burning',
  'we get zapped touching the door handles and when the kids touch each other, you can see a tiny spark, carpet everywhere',
  'the smoke alarm went off while I was searing a steak, no fire, just a smoky kitchen. I opened the back door and it stopped',
  'Put the heat on for the first time since April and the house smells like burning dust. No smoke, CO detector reads 0. Normal?',
  "grey lines on the carpet along the skirting boards, could it be soot? the gas boiler was serviced in june and the co alarm's fine",
  'the new sofa and rug have a strong chemical smell like a new car and its giving me a headache, will it go?',
  'gas board came out tonight, found the hob hose had perished, capped the hob off with a do not use label. is a plug in two-ring hob safe to use until the new cooker is fitted?',
  "the electrician replaced the scorched socket this morning and tested the circuit, all fine. there's still a sooty mark on the wall above it and the room smells faintly of burnt plastic, how do I clean the wall?",
  'the plumber fixed the leaking joint, we had about an inch of water over the utility floor and we pumped it out. how do I dry out the skirting?',
  'The chip pan caught last night for a second, I put the lid on and it went out. How do I get the soot off the tiles?',
  "Frosty morning and white smoke is pouring out of the boiler's flue pipe where it comes out the wall, no smell, CO alarm quiet. Normal?",
  'The electrician did the safety inspection last month and he wants to change the old fuse box for a consumer unit with RCDs within a year. Is £750 a fair price?',
  "the carbon monoxide alarm on the landing gives one beep every half a minute with a yellow light, nobody feels ill, I've changed the battery already",
  'every autumn when I first switch on the electric wall heater in the shed it smells like burning for half an hour, then it is fine all winter',
  'my kid wants to take apart the dead microwave with me to make spark things like on youtube, what bits do I need for the odd screws?',
  'for the fine haze in the air after sanding all day in the workshop, will a furnace filter taped to a box fan do the job?',
];

// Words that name a danger's place or its history, not the danger: the class stays unraised.
const NOT_RAISED: ReadonlyArray<readonly [SafetyClassId, string]> = [
  [
    'gas-leak',
    "the hot water smells of rotten eggs but the cold doesn't, it's an electric heater and we're all electric out here, no propane either",
  ],
  [
    'electrical-fire',
    'someone left a plastic bread bag on the ceramic hob and switched it on, stink of burnt plastic, all off and cold now, how do I get the melted blob off?',
  ],
  [
    'asbestos',
    'putting grab rails in the shower for mum, the tiles are over cement board I think, what fixings will hold?',
  ],
  [
    'lead-paint',
    "house is from 1972 and the lounge ceiling is that swirly artex, I'd like to steam it off and skim it, what paint after?",
  ],
  [
    'mould',
    'the metal garden gate is covered in green mould and rust, how do I clean it before I paint it?',
  ],
  [
    'height',
    'a salesman wants to spray foam the underside of the roof in my dad’s loft for £5k, is that a good idea?',
  ],
  [
    'water-and-electricity',
    'the trickle charger for the car keeps tripping the garage breaker after an hour, is the charger faulty?',
  ],
  [
    'carbon-monoxide',
    'the left burner on the Weber has floppy yellow flames and leaves soot on the pan, the others are blue. What is wrong with it?',
  ],
  [
    'digging',
    'the pellet grill will not feed, the auger turns but the hopper is full of wet pellets gone hard like cement. How do I clear it?',
  ],
  [
    'scalding',
    'the open fire was roaring and the chimney breast upstairs is too hot to keep your hand on, is the sweep once a year enough?',
  ],
  ['height', 'can I claim the gutter cleaning I paid for on the rental as a tax deduction?'],
  [
    'height',
    'the fuse keeps going so I am up and down the ladder to the fuse box every night, is the kettle faulty?',
  ],
  [
    'carbon-monoxide',
    "the braai grid is black with fat, I'll leave it soaking overnight in the laundry tub in the shed, what cleaner works?",
  ],
  [
    'structural',
    'when I knock the wall by the chimney some parts sound hollow, which plugs hold a 20 kg TV bracket?',
  ],
  [
    'gas-work',
    "there's a capped natural gas stub on the patio wall from the old owners, what would someone charge to hook a grill up to it?",
  ],
  ['asbestos', 'What would new shingles cost on a 1900 sq ft bungalow after the hail last week?'],
  [
    'smoke-fire',
    "The washing machine hose split, water's everywhere and it's spreading toward the freezer; where is the stop tap usually?",
  ],
  ['electrical-fire', 'how long do I microwave a wheat bag for? the last one smelt a bit scorched'],
  [
    'main-panel',
    "Swapping the worn outlet on the porch for a GFCI. Took the cover off (breaker's off, don't worry) and the wires look silvery. Is that aluminum?",
  ],
  [
    'mould',
    'the wall above the log burner has gone black and a damp cloth just smears it, what paint covers it?',
  ],
  [
    'digging',
    'the deck posts are sat about 2 ft down on the footings the builder poured, is that deep enough?',
  ],
  ['permit', 'the toilet moves a bit when I sit down, is it the wax ring?'],
  [
    'main-panel',
    "The sparky's write-up recommends we upgrade the old fuse box to a new board with RCDs. Is that worth it or is he upselling?",
  ],
  [
    'smoke-fire',
    "Plan is to run a natural gas line from the dryer's supply out to a burner ring in the new fire pit. How deep does the pipe go?",
  ],
  ['capacitor', 'the doorbell transformer by the furnace hums, can I replace it?'],
  [
    'structural',
    'hiring a petrol post hole borer for the fence posts, how deep should the holes be?',
  ],
  [
    'water-and-electricity',
    'the new geyser heats the bath water fine, but our electricity bill is going to be shocking, is a timer worth it?',
  ],
  [
    'carbon-monoxide',
    "I do my epoxy pours in the spare room with the door shut and I've been getting headaches from the smell, how long till it cures?",
  ],
  [
    'mould',
    'pouring 10 litres of resin into a melamine mould for a river table, how long before I demould it?',
  ],
  [
    'water-and-electricity',
    'little zaps off the door handles, the kettle and my boyfriend, mostly after I walk across the carpet. dodgy wiring?',
  ],
  [
    'asbestos',
    "there's a concrete base the old tank sat on, can I break it up with a sledgehammer?",
  ],
  [
    'electrical-fire',
    'party is over, will the smoky smell come out of the curtains if I wash them?',
  ],
  ['smoke-fire', 'party is over, will the smoky smell come out of the curtains if I wash them?'],
  [
    'electrical-fire',
    "a video says touch a screwdriver across the capacitor terminals and if it sparks it's good",
  ],
  [
    'electrical',
    'the fibre company ran a line down the verge last year, how far from it can I auger fence posts?',
  ],
  [
    'water-and-electricity',
    'the lab says shock the borehole with chlorine, how much do I use for a 60 m hole?',
  ],
  [
    'electrical-fire',
    'the old rewirable fuse for the sockets keeps blowing, the wire inside had melted again',
  ],
  [
    'gas-leak',
    'the wet birch hisses in the stove, how long should firewood season before I burn it?',
  ],
  ['scalding', 'one of the ewes is limping on a front foot, is it foot rot or scald?'],
  [
    'asbestos',
    'the pumper says put risers on our concrete septic tank so we stop digging for the lids, can I do that myself?',
  ],
  ['electrical', 'how do I hang a few light framed prints in a rental without nails?'],
  [
    'lead-paint',
    'house built 1962, little brown pellets like coarse sand keep turning up under the bedroom window sill, what are they?',
  ],
  [
    'water-and-electricity',
    "Want a motion floodlight on the back fence to see what's getting into the bins. Can I run it from the patio outlet?",
  ],
  [
    'smoke-fire',
    'Is it safe to keep a 20L petrol can on the garage floor next to the hot water unit? No smell, lid is tight.',
  ],
  [
    'gas-leak',
    "Rotten egg smell only from the hot tap in our caravan. Cold is fine, and it's not near the stove or the propane, it's in the water itself. How do I get rid of it?",
  ],
  [
    'water-and-electricity',
    'The breaker tripped when the wet tile saw, the shop vac and a heater were all on the garage outlet. No smell, nothing warm. Too much on one circuit?',
  ],
  [
    'carbon-monoxide',
    "Turning the garage into a den: insulation in the ceiling, then I'll throw up some drywall. What R-value for the walls?",
  ],
  [
    'smoke-fire',
    'We had a chimney fire three winters ago. Since then a liner went in and the sweep passed it last week. Tips for burning safely this year?',
  ],
  [
    'smoke-fire',
    'White smoke pouring out of the boiler pipe on the outside wall on frosty mornings. Boiler is new and serviced. Normal?',
  ],
  [
    'carbon-monoxide',
    "The CO alarm went off last night, we got out and the fire brigade's meter read zero in every room. The fireman said it was just the end-of-life beep. Which new ones should I get?",
  ],
  [
    'main-panel',
    'After the storm the utility reconnected us and an electrician checked the mast and meter base, fine. How do I reset the snapped fence posts?',
  ],
  [
    'permit',
    'The kitchen sink in my basement apartment rental drains slowly. What should I try before calling a plumber?',
  ],
  [
    'water-and-electricity',
    'The plumber redid the toilet seal upstairs and I had an electrician check the pot light it leaked through, it is dry and fine. How do I paint over the stain?',
  ],
  [
    'electrical-fire',
    "My new electric smoker's lead won't reach the back patio, so I'll cut its plug off and join it to an old extension lead with a terminal block and tape. Will that hold up in the rain?",
  ],
  [
    'active-flooding',
    "The storm last night took a dozen tiles off the back of the roof and rain is coming through the bedroom ceiling. I'll go up the ladder on my own later and peg a tarp over it. Tie it to the gutter or weigh it with bricks?",
  ],
  [
    'electrical-fire',
    'We had a kitchen fire in February and took the insurance cash. My brother and I will rewire the kitchen since the cables behind the cooker melted, then move the sink. What order should we do things in?',
  ],
  [
    'water-and-electricity',
    "The plumber put a new water heater in after the flood and set it to 120. Should I turn it right up to sanitise the kids' toys?",
  ],
  [
    'capacitor',
    'microwave inside is filthy with soup splatter and it stinks. i only want to clean inside, not taking anything apart. best way?',
  ],
  [
    'height',
    "There's a burnt patch on the roof of the microwave since the popcorn fire. Can I scrub it off?",
  ],
  [
    'electrical-fire',
    'A palm frond is hanging on the wires that run from the pole to the house. Sparks now and then when the wind moves it. Can I knock it off with the pool pole?',
  ],
  [
    'water-and-electricity',
    'Wiping the breaker box out with a damp cloth, main is off. Do I need to wait?',
  ],
  [
    'carbon-monoxide',
    "The socket behind the sofa has gone brown and crackles, there's a burnt plastic smell, and the wall above the power point has a sooty black mark. Sugar soap for the soot, and can I pull the plug?",
  ],
  [
    'structural',
    "The flood shifted the water heater and it's leaning over against the wall. The gas fitter comes tomorrow. Is it okay to photograph everything first?",
  ],
  [
    'scalding',
    'Our electric sauna takes an hour to get to 190 now, it used to be half that. Elements all glow, no smell. Is the heater dying?',
  ],
  [
    'permit',
    'Closing our above ground pool (52 inch walls) for the first winter. Do I drain it all the way?',
  ],
  [
    'permit',
    'Switching the pool to salt. The pool fence has steel posts, will the salt rust them?',
  ],
  [
    'asbestos',
    "There's a hairline crack above the bedroom window in our 1950s plaster walls, the engineer said it's cosmetic. How do I fill it so it doesn't come back?",
  ],
  [
    'structural',
    'Mould company came out and said the drywall in the downstairs ceiling and part of one wall has to go, 10x10 area. Quote is $4,200. Fair price?',
  ],
  [
    'structural',
    'Moving out next month and the walls are grubby, kids and a big dog who leans on everything. How do I wash them without taking the paint off?',
  ],
  [
    'height',
    "Setting up the new above ground pool next to the deck this weekend. The ladder comes off so the kids can't get in. Do we need a fence?",
  ],
  [
    'structural',
    'Knocking down the old garden shed on Saturday, bashing the walls out with a sledgehammer. Skip or trailer for the rubbish?',
  ],
  [
    'main-panel',
    "The electrician came after the fire. He's since replaced the whole board with a new one with RCDs and we've got the certificate. How do I patch the chases in the walls?",
  ],
  [
    'electrical-fire',
    'The charger plug on the car gets a bit warm after a long charge, like a mug of tea gone cold. Not hot, no smell, no marks or discolouring, nothing has tripped. Normal?',
  ],
  [
    'electrical-fire',
    "The baby monitor's plug is warm to touch at night and gives a faint whine. No burning smell, nothing melted or discoloured. Should I swap it?",
  ],
  [
    'gas-leak',
    'Our gas leak last spring was fixed by the gas board and checked since. Is there such a thing as a gas smell alarm, and where would it go?',
  ],
  [
    'carbon-monoxide',
    'The cheaper builder says skipping the permits saves you the headache and the city never checks garages. Is he right?',
  ],
  [
    'water-and-electricity',
    'Replacing the old almond outlets in the basement with white ones. The outlet by the wet bar has a loose cover plate. Anything to watch?',
  ],
  [
    'mould',
    "Making my first batch of cold process soap with the kids, we'll pour it into silicone moulds on the kitchen table. Which gloves?",
  ],
  [
    'height',
    "There's damp on the bedroom wall under the gutter that overflows whenever it pours, been meaning to get someone up to look at it. Is the damp dangerous?",
  ],
  [
    'asbestos',
    'Putting the new wood stove on some cement board over the laminate and running the pipe up the chimney. How thick should the board be?',
  ],
  [
    'permit',
    'The plumber fixed the gas connection and the inspector signed off the permit. Now what paint do I use on the garage walls for the bakery?',
  ],
  [
    'main-panel',
    "Got a quote of $28k with permits for the garage conversion, the other contractor's plan is a new subpanel and skipping the permits. Should I go with the cheaper one?",
  ],
  [
    'circuit-upsizing',
    'Hot tub going in, the panel is a 200a with two spare slots, I figured I would put in a 50 amp GFCI breaker with 6/3 to a 60 amp disconnect. Any gotchas?',
  ],
  [
    'water-and-electricity',
    'My sister reckons running the washing machine overnight is exactly how houses flood or catch fire. Is she right?',
  ],
  [
    'height',
    "The solar guys finished the 5kW system on the garage roof yesterday. What's the dual supply sticker on the meter box about?",
  ],
  [
    'structural',
    'A builder knocking down an old garden wall down the road gave me 300 bricks. How do I get the old mortar off them?',
  ],
  [
    'tree-work',
    'Cutting out a rotten fence post at ground level. Chainsaw or reciprocating saw for the post?',
  ],
  [
    'water-and-electricity',
    'The relief valve on the outlet of the hot water cylinder keeps dripping into the tundish. Do I need a new one?',
  ],
  [
    'smoke-fire',
    'Last week the fire brigade found lint that was smouldering inside the dryer and put it out before it spread. The repair man has since replaced the thermal fuse. How often should I clean the lint trap?',
  ],
  [
    'smoke-fire',
    "The flames on the gas fire have gone lazy and orange and there's a sooty mark on the chimney breast above it.",
  ],
  [
    'structural',
    'The gum leans towards the shed and the fence, both on the leaning side. Where does the felling notch go?',
  ],
  [
    'gas-work',
    'The gas tech was out within the hour, found the range connector leaking, shut the valve and red tagged the cooker, and a plumber fitted a new connector next day. How do I get the grease off the hob?',
  ],
  [
    'gas-work',
    'The RGI came the next morning, fitted a new hose behind the cooker and tested the whole house. Should we get a gas alarm as well as the CO one?',
  ],
  [
    'gas-work',
    'A licensed gasfitter took the old wall heater out and capped the gas line inside the wall. How do I patch the hole in the plasterboard?',
  ],
  [
    'electrical-fire',
    "Got a tingle off the kitchen tap last month. My brother-in-law's a spark, came over, found the earth clamp under the sink loose and fixed it, all good since. What sealant for round the sink?",
  ],
  [
    'smoke-fire',
    "We had a grease fire in the kitchen two years ago and the insurer's restoration crew redid it all, but the pantry still has a faint smoke smell on humid days. What kills that smell?",
  ],
  ['carbon-monoxide', 'should I put a smoke alarm and a CO alarm in the room I rent out?'],
  ['gas-leak', "a brief whiff of gas when I light the hob, then it's gone once it catches"],
  [
    'main-panel',
    "I'm putting four fence posts in near the meter box while I've got the digger hired",
  ],
  [
    'gas-work',
    "I know roughly where the gas line runs, it's by the meter on the other side of the house",
  ],
  [
    'smoke-fire',
    "a dusty burning smell from the vents, like a hair dryer that's got lint in it, the first time the heat came on",
  ],
  [
    'electrical-fire',
    'the kitchen smells like fish for a day after I cook salmon, what extractor should I get?',
  ],
  [
    'gas-leak',
    "there's a quick whiff of gas when I turn the knob until the ring catches, then no smell at all",
  ],
  [
    'gas-leak',
    "after the fireworks last night the whole yard smells like struck matches and there's grey powder on the deck",
  ],
  [
    'electrical-fire',
    'is it normal to see a tiny blue spark inside the socket when I pull the vacuum plug out?',
  ],
  [
    'gas-work',
    'the gas pipes were cut and capped decades ago and the house has been all electric since',
  ],
  [
    'main-panel',
    'the hob label says 32A, is that fine or do we need a new circuit for the induction one?',
  ],
  [
    'gas-leak',
    'our gas bill doubled and my husband is sure we have a gas leak, nobody smells anything',
  ],
  [
    'tree-work',
    "I'm running a power line from the garage to the shed and will cut a trench past the old oak's roots",
  ],
  [
    'active-flooding',
    "we'll get a brass tee and split the line so the bbq and the patio heater both run off it",
  ],
  [
    'water-and-electricity',
    'building management says three units had flood damage from dishwashers this year',
  ],
  ['gas-leak', 'the dishwasher smells like rotten eggs when I open it after a cycle'],
  ['height', 'my toddler climbs the bookcase like a ladder, how do I anchor it to the wall?'],
  [
    'height',
    'the sellers said the roof leak over the kitchen was repaired in 2019. How do I paint over the old ceiling stain?',
  ],
  [
    'asbestos',
    'going to put cement board up in the shower and then tile over it, the house is from 1965',
  ],
  [
    'smoke-fire',
    'what looked like smoke was pouring off the heat pump outside unit this morning and the fan had stopped',
  ],
  [
    'gas-work',
    'the cabinet maker wants to put the drawers right over the capped pipe where the old gas cooktop was',
  ],
  [
    'carbon-monoxide',
    'the combo smoke/CO alarm (hallway, the white one) keeps doing a single chirp every minute even with a new battery',
  ],
  [
    'carbon-monoxide',
    "my sister's CO alarm went off last winter, so I'm a bit nervous about our boiler's service date",
  ],
  [
    'smoke-fire',
    'Every Saturday the neighbours have a braai till late and the smoke comes straight in our windows. Short of moving house, how do we keep the smoke smell out?',
  ],
  ['height', 'the wall under the window got damp because the gutter leaked all through the winter'],
  ['permit', 'we close the terrace doors every night but they still rattle in the wind'],
  ['electrical', 'are wireless doorbells with a chime any good for a big house?'],
  [
    'lead-paint',
    'a strip of damp shows along the bottom of the wall in our 1950s house every spring',
  ],
  [
    'height',
    'the survey gave the roof covering and the chimney stack a condition rating 3, is that bad?',
  ],
  [
    'permit',
    "the landlord won't replace the rattling sashes, it's a listed building, how do I stop the draught?",
  ],
  [
    'water-and-electricity',
    'the pool went green two days after I shocked it, the chlorine tested fine',
  ],
  [
    'active-flooding',
    'the survey says the rising main appears to be lead, is the tap water safe to drink?',
  ],
  [
    'active-flooding',
    'the basement took on 6 inches of water in the thaw, it is pumped out and dry now',
  ],
  [
    'carbon-monoxide',
    'the CO alarm does 5 quick beeps every 30 seconds and the little screen says END',
  ],
  [
    'electrical-fire',
    'a burning rubbish smell every evening, definitely coming from the empty plot, not our flat',
  ],
  [
    'lead-paint',
    'we stripped the wallpaper in our 1930s lounge and had it re-skimmed, when can I paint?',
  ],
  ['gas-work', 'running the gas pool heater has nearly doubled the bill, is that normal?'],
  [
    'smoke-fire',
    'there is a grey haze on the new porcelain tiles from the grout, how do I get it off?',
  ],
  ['active-flooding', 'a howling gale comes in under the front door, you can see daylight'],
  ['electrical-fire', 'burning smell and black marks every time I rip cherry on the table saw'],
  [
    'gas-leak',
    'a quick gas smell for 2 seconds when I push the regulator on the new cylinder, then nothing',
  ],
  ['height', 'the black plastic water tank on the roof makes the cold tap hot in the afternoon'],
  ['digging', 'the hot tap went to a trickle after the city dug up the water main'],
  ['main-panel', 'what would a sparky charge to run a 32 amp circuit out to the shed?'],
  [
    'active-flooding',
    'the hose split and soaked the hallway, we got the water off and mopped up, can the carpet be saved?',
  ],
  ['active-flooding', 'the shower drain is slow, water stands ankle deep till she is done'],
  ['active-flooding', 'tiny cracks in the grout, is water pouring into the walls right now??'],
  ['circuit-upsizing', 'put a 2 pole 60 in the main panel to feed a 60A subpanel in the garage'],
  ['structural', 'what would a 4 person hot tub cost to run on the deck through the winter?'],
  [
    'carbon-monoxide',
    'first cold night, a burning dusty smell from the furnace for 20 minutes, CO detector is quiet',
  ],
  ['carbon-monoxide', 'the CO monitor in the hall reads 0, the furnace is just noisy at night'],
  [
    'water-and-electricity',
    "the gas bill nearly doubled with the in-laws' baths, I'm just shocked at the number",
  ],
  [
    'main-panel',
    'the lights dim when the kettle clicks on, house is 1990s with a new-ish consumer unit',
  ],
  [
    'gas-leak',
    "a heat pump on R290 is propane, my neighbour says it'll blow up if it leaks, true?",
  ],
  [
    'smoke-fire',
    'first ever bisque firing in my new kiln, a whitish smoke from the peep holes for a bit',
  ],
  ['circuit-upsizing', "mum's 2kW fire blew its plug fuse, spares are 3A, 5A and 13A, which one?"],
  ['smoke-fire', 'since the kitchen fire the cupboards still smell of smoke, what cleans it off?'],
  [
    'smoke-fire',
    "we're rebuilding the deck that burnt in the house fire, it's about 2.5 m off the ground, what size joists?",
  ],
  [
    'active-flooding',
    'the dishwasher hose let go while we were at work, the mitigation company has fans running, will the laminate survive?',
  ],
  [
    'water-and-electricity',
    'took the ceiling light down and a pile of grey pebbly insulation poured out of the hole onto the carpet',
  ],
  [
    'carbon-monoxide',
    'I pressed the test button on the CO detector and it beeped like it should, do they expire?',
  ],
  [
    'carbon-monoxide',
    'after swapping the propane tank the flames on the grill are low and lazy, no smell at all, is the tank half empty?',
  ],
  [
    'gas-leak',
    'shovelling the black sludge out of the old pond, the smell of rotten eggs is awful, can it go on the veg beds?',
  ],
  [
    'scalding',
    'the wires to the baseboard heater thermostat were joined to the leads with marrettes, can I reuse them?',
  ],
  [
    'water-and-electricity',
    'the insurance replaced our flooded furnace last month, which filter does the new one take?',
  ],
  [
    'water-and-electricity',
    'the pool went green after the storm knocked the power out for two days, I have a test kit and a bucket of shock',
  ],
  [
    'gas-leak',
    'we smelled gas after the quake but SoCalGas came, found a leak at the meter, fixed it and relit everything. What fills the stucco gap?',
  ],
  [
    'water-and-electricity',
    "the flood water got two feet into the utility room, it's gone now and the furnace sat in it, when can it run?",
  ],
  [
    'smoke-fire',
    'how do I get the smoke smell out of the walls, the previous owners smoked indoors for years',
  ],
  [
    'carbon-monoxide',
    'did a 3 day charcoal radon test in the basement and got 6.2, should we walk away from the sale?',
  ],
  [
    'active-flooding',
    'after the sewer backup in April the basement had 6 inches of water for a day, now there are black spots on the drywall',
  ],
  [
    'smoke-fire',
    "on cold mornings a big cloud of white smoke puffs out of the new boiler's flue, the neighbour's kid asked if we were on fire, it doesn't smell",
  ],
  [
    'main-panel',
    "the air compressor hums and trips the breaker, I'll take the cover off this weekend and pull the start capacitor",
  ],
  [
    'main-panel',
    'switched it all off at the fuse board like you said and got an emergency electrician out, he said the switch had a loose connection that had been cooking for a while, replaced the switch and the back box and tested the circuit',
  ],
  [
    'gas-leak',
    'the gas company fixed the leak. Now my husband says the CO alarm covers gas leaks too, I want to buy a natural gas detector',
  ],
  [
    'asbestos',
    'lifted the carpet in the hall of our 1895 terrace and found the original tiles, filthy with carpet glue, what cleans them?',
  ],
  [
    'carbon-monoxide',
    'we have a gas boiler and a wood stove, which CO detector should we buy for the hall?',
  ],
  [
    'water-and-electricity',
    'the electric water heater keeps tripping its 30 amp breaker every morning, is the element going?',
  ],
  [
    'water-and-electricity',
    'emptied the cupboard under the kitchen sink, the back panel is soaked and the base has gone soft, think the dishwasher hose has been weeping',
  ],
  [
    'smoke-fire',
    "the dimmer is a bit warm on low, no smell, I'm only paranoid because my sister's house had an electrical fire",
  ],
  [
    'carbon-monoxide',
    'the new vinyl plank smells of plastic and gives me a headache after an hour, house is all electric, no gas anything',
  ],
  [
    'gas-work',
    'Repainting the front of the house and the gas meter box and the yellow gas pipe look tatty. Can I paint the pipe to match the wall?',
  ],
  [
    'structural',
    "a limb is lying on the line, he'll cut it into bits from the fence to take the weight off it",
  ],
  [
    'water-and-electricity',
    'slipped slates on our townhouse in Bath, where do I buy the slate hooks (tingles?) and are they easy?',
  ],
  [
    'gas-leak',
    'Toilet at the camp keeps running since we turned the water back on. You can hear it hiss in the tank and every half hour it refills by itself.',
  ],
  [
    'smoke-fire',
    "First fire in our brand new woodburner tonight, the house smells like hot paint and there's a faint haze round the stove. Fire is burning fine and the flue is drawing.",
  ],
  [
    'smoke-fire',
    "the pellet stove's fire pot fills with half burned pellets and black crust and then it shuts down",
  ],
  [
    'gas-leak',
    "only the hot water smells like rotten eggs, we're on a well. My sister told me it's a gas leak",
  ],
  [
    'smoke-fire',
    "why does the chimney smell like a campfire in the living room in summer? haven't used the fireplace since March",
  ],
  [
    'structural',
    'putting in a 22,000 litre poly tank off the shed roof, how big a first flush do I need?',
  ],
  [
    'structural',
    "next door are having their cellar underpinned and I'm going to photograph our cracks first, what else?",
  ],
  [
    'gas-work',
    'the tech found a bad flare fitting behind the range and fixed it, leak tested everything. Where does a propane detector go?',
  ],
  ['carbon-monoxide', 'should our caravan have a carbon monoxide alarm as well as a smoke alarm?'],
  [
    'carbon-monoxide',
    'the water heater relief pipe drips all day into a puddle, getting sick of mopping it up',
  ],
  [
    'electrical-fire',
    "Pollution season in Lahore again and my parents' flat gets a smoky burning smell at night with the windows shut. HEPA or ioniser purifier?",
  ],
  [
    'water-and-electricity',
    "Our electric water heater's relief valve has been dripping for weeks, puddle daily. Can I take off the drain pipe and screw a threaded cap on the valve outlet so it stops dripping?",
  ],
  [
    'electrical-fire',
    'First time using the oven in the new flat (keys on Friday). Set it to 220 for wedges and in ten minutes the kitchen smelled like hot plastic and chemicals, and some haze came out when I opened the door, no flames. Turned it off. Faulty?',
  ],
  [
    'electrical-fire',
    'He came that afternoon, swapped the socket and a length of cable, tested the circuit and says all fine now. There is a black sooty scorch mark on the wall above the new socket, what cleans it?',
  ],
  ['permit', 'putting up an 8x6 kit shed on gravel this weekend, how do I anchor it?'],
  [
    'electrical',
    'renting an auger for the fence posts, the cable line runs across the yard somewhere, concrete or gravel?',
  ],
  [
    'carbon-monoxide',
    'My husband is convinced the bone broth simmering on the gas hob all day is filling the flat with gas or carbon monoxide. Flames are blue, the hood vents outside, we have CO alarms. Is he right?',
  ],
  [
    'gas-leak',
    "my son says he smells gas in the downstairs loo but we don't have gas, the whole place is electric. what is it?",
  ],
  [
    'carbon-monoxide',
    "we both get headaches in the evening in the new flat. it's all electric, no gas, no fireplace, and I put a CO alarm in and it reads zero. could it be the new carpets?",
  ],
  [
    'carbon-monoxide',
    "The engineer came out Tuesday. He found the flue was blocked by a bird's nest, condemned the fire and capped it, and she's been fine since. Which CO alarm should we buy?",
  ],
  [
    'mould',
    'what sheen of paint for a steamy bathroom ceiling, do I need a mildew additive? oh and the washing machine hose came off, water all over, should I grab towels?',
  ],
  [
    'digging',
    'should we stain the new fence? the fence company called 811 and had it all flagged before they dug the post holes',
  ],
  [
    'main-panel',
    'Electrician came Monday, replaced the panel and two scorched breakers, all good now. How do I map which breaker does what myself?',
  ],
  [
    'electrical-fire',
    'next door light their barbecue every Saturday and the house stinks of burnt sausages, the smoke alarm went off once',
  ],
  [
    'gas-work',
    'Boiler service booked, bleeding the rads and fitting Tado smart valves on every radiator this year. Do I need a Gas Safe person to fit the smart valves or can I do them myself?',
  ],
  [
    'carbon-monoxide',
    'the CO detector chirps once a minute, nobody feels sick, no loud alarm, is it the battery?',
  ],
  [
    'smoke-fire',
    'the heat pump outdoor unit was pouring out white smoke on a frosty morning with the fan stopped, no smell',
  ],
  ['gas-leak', "basement stinks like sewer, it's worst near the floor drain by the furnace"],
  [
    'gas-leak',
    "the toilet refills every ten minutes when nobody uses it. there's a hissing sound from the tank",
  ],
  [
    'gas-leak',
    "hot water smells of rotten eggs, cold is fine, we're on a well. Is that a gas leak thing or the water?",
  ],
  [
    'gas-leak',
    'writing the house manual for guests at the cabin, what should they do if they ever smell gas?',
  ],
  [
    'water-and-electricity',
    'easiest is to pour the shock right into the floater tonight, how long before the kids can swim?',
  ],
  [
    'main-panel',
    'do I need a different power connection for induction? the hob is on one group in the meterkast, the installer will connect it',
  ],
  ['tree-work', "my chainsaw sat all winter and now it won't start, I left the fuel mix in it"],
  [
    'permit',
    "the council told us we don't need approval to take the dead gum down, which way should it fall?",
  ],
  [
    'circuit-upsizing',
    'installing a generator interlock kit: main off, dead front off, pop a 30A double pole breaker in the top slot for the inlet',
  ],
  [
    'smoke-fire',
    'Best cleaner for water stains on the ceiling? I have old towels and rags ready, the hot water tank is above it.',
  ],
  [
    'mould',
    'the furnace filter was grey and furry when I pulled it, my son has asthma, which MERV?',
  ],
  ['asbestos', "We're sanding the siding on our 1931 house, it's the old clapboard, what grit?"],
  ['active-flooding', 'strong gas smell, the hose came off the bayonet behind the cooker'],
  [
    'digging',
    "dug out my grandad's old glass baubles and fairy lights from the loft, are they safe?",
  ],
  [
    'electrical-fire',
    "the battery thingy on top of the outside AC unit is puffed up and the fan won't spin",
  ],
  [
    'electrical-fire',
    "I'll pull the washing machine capacitor and touch the ends with a screwdriver to see a spark",
  ],
  ['permit', 'rewired in 2012, permit and all, can I board the loft over the old cables?'],
  [
    'permit',
    'the asbestos survey the city needed for the permit came back clean, how do I lift the tiles?',
  ],
  [
    'circuit-upsizing',
    'Light show got bigger again this year, so my mate and I will add three new 20 amp breakers to the empty slots in the main panel and run 12/2 to the porch',
  ],
  [
    'circuit-upsizing',
    "the hot tub needs 50 amp so I'll put a 2-pole 50A breaker into the spare slot at the bottom and run 6 gauge to it",
  ],
  [
    'scalding',
    'put a hot pan down on the laminate worktop and it left a bubbled white ring, can I sand it?',
  ],
  [
    'gas-leak',
    "water boiled over on the hob and it's hissing and spitting, how do I clean the burner caps?",
  ],
  [
    'main-panel',
    "the microwave stopped heating, I'll unplug it, take the cover off and test the diode",
  ],
  [
    'scalding',
    "the black iron pipe comes down to the water heater and there's a tee with a plug in the end, that's where the gas line for the BBQ would come off",
  ],
  [
    'mould',
    "the joint under the stairs hisses and smells, should I wrap PTFE or the black electrical stuff round it? It's damp back there and the whole cupboard smells",
  ],
  [
    'scalding',
    'The socket behind the fridge has brown scorching round the top holes and smells of burnt fish',
  ],
  [
    'gas-leak',
    'the toilet bubbles and the floor drain gurgles when the washer empties, the sewer runs out past the gas meter',
  ],
  [
    'electrical-fire',
    "Tipped the stove's ashes in the wheelie bin, now the bin lid is warped and smoke is curling out, smells like burnt plastic",
  ],
  [
    'gas-leak',
    "The box in the cupboard with all the little switches and the meter is sizzling and there's a hot fishy smell",
  ],
  [
    'electrical-fire',
    'The bedroom wall where the log burner flue goes up is crackling and too hot to keep a hand on, and it smells like a campfire',
  ],
  [
    'water-and-electricity',
    'opened the microwave to change the fuse and touched the capacitor with a screwdriver, got a jolt up my arm',
  ],
  [
    'permit',
    'The building inspection report mentions the eaves lining might be asbestos, can I paint it?',
  ],
  [
    'permit',
    'The attic rafters were sistered under permit in 2016, can I board it out for storage?',
  ],
  [
    'height',
    'Loud bangs from the roof space on frosty nights, my husband went up with a torch and found nothing. 1990s weatherboard with a tile roof',
  ],
  [
    'electrical-fire',
    "There's a tiny spark at the prongs when I push the lamp plug into the socket. No heat, no smell, no marks. Normal?",
  ],
  [
    'smoke-fire',
    "The old tobacco barn's hay loft sags in the middle, I'll bolt a doubled 2x10 under it and stack 400 bales up there",
  ],
  [
    'digging',
    'The handyman dug around in the loft insulation and found cloth wires on china knobs',
  ],
  ['digging', 'The plumber augered the roots out of the main line, now how do I dry the carpet?'],
  [
    'electrical-fire',
    'Changing all the almond outlets in our 1971 house. The old one I took out had a brownish melted bit on the side and the wires are dull silver, not copper',
  ],
  [
    'gas-work',
    'the maintenance guy cranked the dial on the gas valve of the water heater all the way up',
  ],
  [
    'electrical-fire',
    'The hay we put in last month smells like burnt toffee and the middle of the stack is steaming',
  ],
  [
    'carbon-monoxide',
    'the generator manual has me confused with running watts and starting watts, how do I add it up?',
  ],
  [
    'carbon-monoxide',
    "can I run an EcoFlow power station inside the flat in a power cut? It's instead of a petrol generator",
  ],
  ['electrical-fire', 'how much would a sparks charge to put an outdoor socket by the back door?'],
  [
    'electrical-fire',
    'the old ceramic fuse for the kitchen keeps going, the fuse wire just melts whenever the kettle and heater are both on',
  ],
  [
    'electrical-fire',
    "main's off but the big wires at the top are still hot, so I'll use insulated tools to add the sub panel",
  ],
  [
    'electrical-fire',
    'branches are lying on the power line out to the barn and it sparks when the wind blows; can I trim them from the tractor bucket?',
  ],
  ['main-panel', 'Do I need one of those RCD plug things for the hedge trimmer lead?'],
  ['main-panel', 'Roughly what does a standby generator cost installed, with the transfer switch?'],
  [
    'smoke-fire',
    'The new wood stove went in last week. On the first proper fire the paint smelled and a haze came off the top; the manual says it cures.',
  ],
  ['water-and-electricity', 'The bathroom reno has been shocking, three weeks over and no tiler'],
  [
    'water-and-electricity',
    "Landlord hasn't fixed the tap (shocker), can I change the washer myself?",
  ],
  [
    'water-and-electricity',
    'The dishwasher got flooded in the storm and insurance paid for a new one. How do I level it?',
  ],
  [
    'structural',
    'The storm bent our birch right over and the trunk has cracked. How do I cut it free?',
  ],
  [
    'structural',
    "the old gum leans over the neighbour's wall, I'll take it down with the chainsaw",
  ],
  ['structural', "we'll cut the plaster wall open to get the dead rat out, how big a hole?"],
  ['structural', 'I need to cut a tee into the copper pipe that runs above the joists'],
  [
    'structural',
    'old cut-off cloth wire is lying across the joists in the loft, can I insulate over it?',
  ],
  ['height', 'how much is a chimney sweep for a brick chimney, 1980s house?'],
  [
    'height',
    'digging along the fence for weld mesh, the power cable comes in underground from the pole there 2 ft away',
  ],
  [
    'mould',
    'the attic is covered in 4 inches of grey loose fill, and there is a damp patch by the chimney',
  ],
  [
    'capacitor',
    'the microwave clock resets when the AC kicks on; can I take the panel cover off and tighten the lugs?',
  ],
  ['gas-work', "there's a gap in the floor where the gas pipe comes up, how do I rat-proof it?"],
  [
    'water-and-electricity',
    'bought 4 bags of cal hypo shock for the pool, how much per 10,000 gallons?',
  ],
  [
    'carbon-monoxide',
    "we've one CO alarm by the boiler and my partner wants a second one, where's best for a second one?",
  ],
  [
    'carbon-monoxide',
    "my dad is convinced we'll all die in our sleep with the propane fridge on; it's vented outside and was serviced last week",
  ],
  [
    'water-and-electricity',
    'I get zapped pulling the clothes out of the dryer. Is my dryer leaking electricity?',
  ],
  ['electrical', 'taking down the frosted light covers to wash the dead flies out of them'],
  [
    'structural',
    "I'd like an access panel for the bath taps instead of tearing the wall out next time",
  ],
  [
    'asbestos',
    '1930s house, cutting the floorboards for the new soil pipe: best to do it before or after the floor tiles?',
  ],
  [
    'lead-paint',
    'house built 1972 with painted siding, I want an outdoor outlet for string lights and the pressure washer',
  ],
  ['structural', 'the flashing where the roof meets the wall has pulled away, can I reseal it?'],
  ['permit', 'the range hood barely pulls anything now, is the filter clogged?'],
  [
    'electrical',
    "we put the telly up over the fireplace and there's a mess of cables hanging down (power, hdmi, the sky cable). How do I hide them neatly?",
  ],
  [
    'active-flooding',
    'prices keep rising and the boiler is 20 years old, should I replace it now?',
  ],
  [
    'smoke-fire',
    "the washer hose came off and there's water an inch deep, and the extension lead with the tumble dryer plugged in is lying in it, fizzing, with a burning smell",
  ],
  [
    'active-flooding',
    'the solar hot water panel on our roof is dribbling water down the tiles, a joint up there has let go',
  ],
  [
    'water-and-electricity',
    'I get zapped with a crackle every time I touch the fridge or the dog, only since it got cold and the furnace kicked on',
  ],
  ['gas-work', 'cleaning the log burner this weekend, the combi boiler struggles so we rely on it'],
  [
    'gas-work',
    "I'll dig up the old oil tank with a mini excavator and cut it open with a sawzall. The old gas pipe comes in somewhere on that side",
  ],
  [
    'lead-paint',
    "the old 1930s house has painted brick, I'm digging out a patio: is MOT type 1 ok or should I use sharp sand?",
  ],
  [
    'digging',
    'the garden reeks of rotten eggs from the black sludge I dug out of the bottom of the pond',
  ],
  [
    'carbon-monoxide',
    'my mam is 84 and a bit confused these days; the immersion is turned to the top and the oil boiler heats it too, is it grand to leave it?',
  ],
  [
    'main-panel',
    'the gas pipe comes up out of the ground into the meter box right where the new patio slabs need to go. I want to box it in',
  ],
  [
    'main-panel',
    'want an Ecobee on the baseboard heater thermostat. Took the cover off the one in the bedroom, 4 thick wires. The panel labels are all wrong anyway',
  ],
  [
    'height',
    "the water bill went through the roof and there's a soggy patch in the lawn, I'll dig down to the pipe",
  ],
  ['scalding', "I'll chuck the old tyres on the bonfire to keep it burning hot"],
  // Round 34.
  ['gas-leak', 'the ups battery under my desk is swollen and hot and smells like rotten eggs'],
  [
    'gas-leak',
    'new carpet smell in the nursery, not a gas smell or anything, my nan says leave a bowl of onion in there',
  ],
  [
    'water-and-electricity',
    'the hot tub hire left chlorine granules and a shock powder, can we mix them in a bucket of warm water first?',
  ],
  [
    'lead-paint',
    'our 1950s house is draughty so I put foam strip round the windows and brush strips on the doors',
  ],
  ['digging', 'drilled up through the floorboards with a long auger bit to run a network cable'],
  ['digging', 'we have two solid fence posts on one side to tie the festoon lights to'],
  ['structural', 'the old cables run through holes in the joists, can I just pull them out?'],
  [
    'height',
    'put in a pull-down loft ladder last weekend, so much easier than standing on a chair',
  ],
  ['height', 'loud bangs at night like somebody dropped a brick on the roof, what causes that?'],
  [
    'main-panel',
    'The spa hire company set it up on the patio and ran it off the new outdoor socket, the electrician tested the RCD last week. Is it ok to leave the cover off overnight?',
  ],
  [
    'electrical-fire',
    'the basement is flooding and the power strip is sitting in the water crackling, the lights keep flickering',
  ],
  [
    'smoke-fire',
    'The flames on the fire used to be blue with yellow tips and now they are mostly orange and floppy. Black streaks on the chimney breast above the gas fire.',
  ],
  [
    'permit',
    'A licensed plumber put in our new gas water heater, pulled the permit and the inspector signed it off. Now I want to put up a shelving unit in that corner, how close can it go?',
  ],
  // Round 35.
  [
    'gas-work',
    'The gas engineer is in the living room right now taking out the old gas fire and capping the pipe. Once he has gone can we board over the fireplace?',
  ],
  [
    'smoke-fire',
    'The CO alarm screen says END and it is from 2014. Do the smoke alarms need replacing too, and how do I clean the dryer vent?',
  ],
  [
    'height',
    "All electric house, an old wood stove we haven't lit in years and the chimney's capped. The CO detector says END, just replace it?",
  ],
  [
    'smoke-fire',
    'New built-in electric oven put in on Monday. First time I heated it to 220 there was a burning chemical smell and a light haze, no flames. Normal?',
  ],
  [
    'scalding',
    'took the cover off the extractor fan and the motor is scorching hot with a burning smell, the plastic has gone brown',
  ],
  [
    'main-panel',
    'what does an electrician usually charge to add four outlets in the basement? the panel is down there with a couple of empty spaces',
  ],
  [
    'main-panel',
    'the gas engineer fixed the leaking meter union and all is clear. Now the meter box door is hanging off, can I fix it myself?',
  ],
  // Round 36.
  [
    'electrical-fire',
    "I'll wire the cut end of the cord straight onto the outlet's screws so it's always hot, then plug the TV into a power strip",
  ],
  [
    'gas-leak',
    'our new fridge makes a hiss and a gurgle every few hours, my wife is sure the gas is leaking, there is no smell at all',
  ],
  [
    'gas-leak',
    "new combi boiler fitted last week, when it's cold there's a big white cloud puffing out of the pipe outside and the neighbour said it looks like it's leaking gas",
  ],
  [
    'carbon-monoxide',
    'the carbon monoxide alarm and a smoke alarm are both on the wall where the wardrobe is going, can I move them?',
  ],
  [
    'electrical-fire',
    'was cutting pavers with the cut off saw and the sparks shot under the deck into the pine needles',
  ],
  [
    'electrical-fire',
    'the transformer on the pole outside blew in the storm, big bang and sparks, and the power company swapped it yesterday',
  ],
  [
    'gas-leak',
    'the inverter battery has white powder on the terminals and a rotten egg type smell, the shop said top it up with acid',
  ],
  [
    'smoke-fire',
    "I read a thing on facebook about a wiring fire that smouldered for hours inside a wall and now I can't sleep",
  ],
  [
    'scalding',
    "sealed the closet door with weatherstrip all the way round so we can't hear the furnace",
  ],
  [
    'main-panel',
    'do I really need a transfer switch? just running the fridge off the generator with an extension cord',
  ],
  [
    'electrical-fire',
    'the kitchen smells like burnt toast again, my teenager keeps cremating it. how do I clean the oven door glass?',
  ],
  ['permit', 'water restrictions again, can I bucket the washing machine water onto the garden?'],
  [
    'electrical-fire',
    'my sage bundle fell into the wicker basket and now there is smoke coming out of it and it smells like burning',
  ],
  [
    'active-flooding',
    'the dishwasher hose split 5 days ago and soaked the kitchen floor, now the laminate is cupping',
  ],
  [
    'active-flooding',
    "hose came off the washer and the floor has 2cm of water on it, tap's off now so no more water coming. mop or wet vac?",
  ],
  [
    'mould',
    'the back deck has green slimy stuff all over it after the wet winter, what cleans it?',
  ],
  ['asbestos', "he's going to rip out the old panel himself while I sit here with the popcorn"],
  [
    'height',
    "loud bangs at night, my wife thinks someone's on the roof, could it be the metal expanding?",
  ],
  [
    'permit',
    'the smoke alarm in the granny flat goes off every time she makes toast, can I move it?',
  ],
  [
    'smoke-fire',
    'the smoke alarm went off at breakfast, it was definitely the toast, charcoal black. how do I get the smell out of the curtains?',
  ],
  [
    'electrical-fire',
    'flicked the hallway light on and the bulb went pop with a blue flash and tripped the breaker, new bulb in and all fine. why does that happen?',
  ],
  [
    'smoke-fire',
    "fire brigade came and checked everything with their camera and said it's out. the whole house smells of smoke, how do I get rid of it?",
  ],
  [
    'circuit-upsizing',
    'the electrician is putting in a new dedicated circuit with a 20 amp breaker and 12/2 for the freezer, what does that usually cost?',
  ],
  [
    'circuit-upsizing',
    "I want to add a 32A MCB for the hot tub, so I'll pull the DNO fuse myself on Saturday and swap in a bigger 10-way board",
  ],
  [
    'circuit-upsizing',
    'bought a 20 amp breaker and 12/2 to run a dedicated circuit for the heater, theres an open slot at the bottom of the panel',
  ],
  [
    'main-panel',
    'the energy company is sending someone on Tuesday to swap the meter for a smart one, anything I need to do first?',
  ],
  [
    'main-panel',
    'induction would need a new circuit from the electrician, gas hob or induction for a family with toddlers?',
  ],
  [
    'main-panel',
    'roughly what does it cost to have an electrician swap an old fuse box for a consumer unit?',
  ],
  [
    'electrical-fire',
    'sparks is doing the kitchen this week and the hall socket has gone dead, is it on the kitchen ring?',
  ],
  [
    'active-flooding',
    'the basement got six inches of water in the spring when the sump died. the carpet smells musty, what do I clean it with?',
  ],
  [
    'knob-and-tube',
    'the insurance form asks if we have knob and tube, the house was rewired in 2018 by an electrician, do I tick no?',
  ],
  [
    'electrical',
    'copper pipes are bare since the lagging came off, what foam insulation goes back on?',
  ],
  [
    'structural',
    'took the old kitchen cabinets off the wall and there are big holes where the plugs were, what filler?',
  ],
  [
    'water-and-electricity',
    'the slates slipped and my brother says we can fix them with slate hooks. how do you fit a tingle?',
  ],
  [
    'gas-leak',
    "I'll run a tee off the gas line to the old range in the garage and do the soap bubble test after, what size flex?",
  ],
  [
    'carbon-monoxide',
    'the ecoflow power station has been running in the lounge all night for the fridge, is that ok?',
  ],
  [
    'carbon-monoxide',
    'the generator is running outside by the shed and the cable comes in the window to the living room',
  ],
  [
    'permit',
    'the pest and building inspection on the flat came back clean, what does stamp duty come to on 600k?',
  ],
  [
    'water-and-electricity',
    "the weather's been shocking all week and the washing won't dry on the airer in the spare room, any tips?",
  ],
  [
    'water-and-electricity',
    'the painter left drips on the skirting and brush marks on the ceiling you can see when the light hits it, should I pay him?',
  ],
  [
    'scalding',
    'going away for a fortnight, should I turn the immersion off and the water off at the stopcock?',
  ],
  [
    'scalding',
    'we got burnt by a cowboy builder last time, how do I check a builder is registered?',
  ],
  [
    'structural',
    'our boundary fence is 20 m of old palings and half the posts are rotten, what does a new one cost?',
  ],
  [
    'mould',
    'loft has the pink fluffy stuff between the joists but only about 4 inches, worth topping it up?',
  ],
  [
    'active-flooding',
    'drained the compressor tank for the first time and a load of rusty water came pouring out, is that normal?',
  ],
  [
    'electrical-fire',
    'the sweep says the roaring and the sparks out of the top of the chimney last night were a chimney fire, what should we burn instead?',
  ],
  [
    'electrical-fire',
    "the whole street smells of smoke this morning, it is everyone's log burners trapped under the fog, can I keep it out of the house?",
  ],
  [
    'active-flooding',
    "we're away for a month in January, my neighbour says the pipes could freeze and burst while we're gone, should I leave the heating on low?",
  ],
  ['chemicals', 'which enzyme drain cleaner is best for a slow shower drain that smells?'],
  [
    'structural',
    'a stone hit the patio door and one pane cracked corner to corner, can I replace just the glass unit?',
  ],
  [
    'gas-leak',
    'the lawn bubbles up by the gas meter every time the sprinklers come on, I think a sprinkler pipe is broken under there',
  ],
  [
    'gas-work',
    'smelled gas so we called the gas company, they came out, found a leaking flare fitting on the dryer and fixed it. Which CO alarm should I buy?',
  ],
  [
    'asbestos',
    'how often does the spray-on stuff for a thatched roof need redoing, and can I do it myself?',
  ],
  [
    'tree-work',
    'the washing line sags, I was going to prop it with a length of timber with a notch cut in the end',
  ],
  [
    'height',
    'on the narrowboat the roof vents rattle, can I fit new ones myself from the roof at the mooring?',
  ],
  [
    'electrical-fire',
    "I'm worried about sparks from the fire pit reaching the hedge, how far away should it be?",
  ],
  [
    'smoke-fire',
    'the brisket on my offset smoker tastes bitter and there is thick white smoke billowing out of the stack the whole time, what am I doing wrong?',
  ],
  [
    'gas-leak',
    'the gas company came out, checked everything with their meter and said no gas leak at all, turns out the eggy smell was a bag of rotten potatoes in the garage. How do I get the smell out?',
  ],
  [
    'height',
    "the roof felt on the kids' wendy house is leaking at the nails, patch it or replace it?",
  ],
  [
    'water-and-electricity',
    'the lounge carpet got wet in the flash flood on Saturday, the water was gone in an hour, is it worth hiring a dehumidifier?',
  ],
  [
    'carbon-monoxide',
    "the previous owner left a generator in the garage and there's an inlet box by the panel, what is it for?",
  ],
  [
    'active-flooding',
    'gutters are overflowing onto the back path and it freezes overnight, how do I stop it?',
  ],
  [
    'water-and-electricity',
    'closing the pool for winter, I have chlorine tablets, some shock and a jug of acid left, where is it safe to store them?',
  ],
  [
    'gas-work',
    'I want to dig a trench round the shed to keep skunks out, the shed is near where the gas line comes into the house I think',
  ],
  [
    'electrical-fire',
    "the electrician replaced the burnt socket last week; there's still a brown scorch mark on the wall around the new socket, what paint covers it?",
  ],
  [
    'main-panel',
    "none of the breaker labels make sense, the last owner wrote 'new' and 'Daves' on them, how do I work out which is which?",
  ],
  [
    'height',
    'just wanted to say thanks for the tips on the gutter guards last week, they look great',
  ],
  [
    'digging',
    'the terrier digs holes all over the lawn every afternoon, how do I stop him without being cruel?',
  ],
  [
    'structural',
    'a limb is lying on the wire from the pole to the house, I could stand on the porch roof and cut it off with the pole saw',
  ],
  [
    'lead-paint',
    'after heavy rain a damp strip about a foot wide shows along one basement wall, the house is a 1962 build, what causes that?',
  ],
  [
    'gas-work',
    "one of the post holes for the pergola lands near where I think the gas line runs out to the grill, it's probably deeper than that though?",
  ],
  [
    'main-panel',
    'adding an outdoor socket spurred off the kitchen one through the wall, do I need anything special like an RCD for it?',
  ],
];

// Plans that would bring on an emergency: warned of, not treated as happening.
const FORESEEN: ReadonlyArray<readonly [ForeseenId, string]> = [
  [
    'fire-brought-indoors',
    "when it rains we'll roll the chiminea into the garage with the door half up and light a fire in there, the garage joins the house. Enough air?",
  ],
  [
    'oily-rags-heaped',
    "Finished oiling the teak garden table. I'll scrunch the cloths up and stuff them in a bag in the garage till the tip run, ok?",
  ],
  [
    'generator-by-the-house',
    "When the power's out at the bach I'll park the generator in the lean-to on the side of the house so the noise doesn't bother anyone.",
  ],
  [
    'heater-where-people-sleep',
    "For the party in the garage I'll bring the mushroom patio heater in off its propane bottle, keep the door down, and the teenagers will crash on air mattresses in there after. Will one bottle last the night?",
  ],
  [
    'generator-by-the-house',
    "The storm's due tomorrow, so the generator will go in the garage with the roller door half open to keep the rain off it.",
  ],
  [
    'stove-too-close',
    "Putting a pot belly stove in the bach: single wall flue pipe straight out through the weatherboards, and I'll pack round the hole with rockwool. It'll sit about 6 inches from the timber wall. Do I need a damper?",
  ],
  [
    'torch-on-a-frozen-pipe',
    "frozen copper under the kitchen, the hair dryer takes forever so I'll hit it with the propane torch, going back and forth near the joist",
  ],
  [
    'torch-on-a-frozen-pipe',
    "Kitchen tap's dead after the -30 night. The pipe runs up inside the back wall behind the sink cupboard, so I'll warm it where it goes into the wall with the blowtorch from the garage. How long do I keep the flame on it?",
  ],
  [
    'fryer-by-the-house',
    "It's pouring so we'll run the turkey fryer in the garage with the door open, how much oil?",
  ],
  [
    'fryer-by-the-house',
    "bird's still a little frozen in the middle but guests are coming, it goes in the fryer in ten minutes. Oil right up to the top?",
  ],
  [
    'chimney-unfit-to-light',
    "haven't had it swept in years; looked up the flue and it's coated in shiny black crust. We're lighting a fire tonight for the grandkids",
  ],
  [
    'heater-where-people-sleep',
    "we'll use the propane one in the tent overnight with everything zipped up, it's meant to be minus 5",
  ],
  [
    'fogger-by-a-flame',
    "I'm setting off three flea bombs in the kitchen tomorrow, the gas water heater is in the cupboard next to it",
  ],
  [
    'garden-fire-with-fuel',
    "the pile of hedge clippings is soaking wet so I'll slosh some petrol on it to get it going on Saturday",
  ],
  [
    'charcoal-shut-in',
    "no power out in the lean-to greenhouse, so I'll light a tray of charcoal briquettes in there and shut it up tight overnight to keep the seedlings frost free",
  ],
  [
    'garden-fire-with-fuel',
    "the logs for the fire pit are damp so I'll get them going with a splash of gas from the mower can",
  ],
  [
    'generator-by-the-house',
    'the power goes off at six so this is the plan: generator goes in the garage with the door mostly down (the neighbours moaned about the noise last time)',
  ],
  [
    'oily-rags-heaped',
    'Oiled the deck with decking oil this morning. What do I do with the pile of oily rags, just chuck them in the wheelie bin?',
  ],
  [
    'oily-rags-heaped',
    "wadded up the linseed oil rags in a plastic bag and threw it in the garage trash, it's 108 out this week and the garage gets real hot",
  ],
  [
    'flame-left-burning',
    'we leave the oil lamp burning all night for my grandfather, it sits on the wooden shelf under the curtain',
  ],
  [
    'heater-where-people-sleep',
    'the spare room is freezing so my brother will run the paraffin heater in there tonight with the door shut',
  ],
  [
    'generator-by-the-house',
    'picked up a 5500 watt generator. the plan is to run it in the garage with the door cracked',
  ],
  [
    'hot-work-on-a-fuel-tank',
    "there's an old heating oil tank buried by the back door that still smells of kerosene, going to cut the top off with the angle grinder to see inside",
  ],
  [
    'engine-run-indoors',
    "borrowed a petrol pressure washer to clean the mud off the cellar walls after the flood, I'll run it down on the cellar floor with the hatch open",
  ],
  [
    'flame-left-burning',
    "testing candle wicks for my little business, I'll light the jars tonight on the windowsill by the curtains and let them burn overnight while we sleep",
  ],
  [
    'vents-blocked-by-a-fire',
    "the cottage is so draughty, I'm going to stuff the air brick by the multi-fuel stove with an old towel and bank it up overnight",
  ],
  [
    'gas-burner-indoors',
    "the wind keeps blowing out the wok burner off the LPG bottle, so I'll set it up in the garage with the door half down. What flame setting for stir fry?",
  ],
  [
    'generator-by-the-house',
    'my husband wants to run the generator in the garage tonight with the door up a foot because of the rain',
  ],
];
const NOTHING_AHEAD: readonly string[] = [
  'the generator goes in the garden shed for storage over the winter, do I drain the fuel?',
  'We fry the turkey out on the driveway, fifteen feet from the house. Which oil is best?',
  'The sweep came last week and cleaned the flue, there was a bit of creosote. Lighting our first fire tonight, any tips?',
  'Pest control bombed the flat last month for fleas. How long do the eggs take to hatch?',
];

describe('safety detection across phrasings', () => {
  it.each(NOT_RAISED)('does not raise %s for: %s', (id, message) => {
    expect(detectSafety(message).classes).not.toContain(id);
  });

  it.each(PHRASINGS)('raises %s: %s', (id, message) => {
    expect(detectSafety(message).classes).toContain(id);
  });

  it.each(HARMLESS)('raises no emergency or stop for: %s', (message) => {
    const found = detectSafety(message);
    expect(found.emergency).toBeUndefined();
    expect(found.stop).toBeUndefined();
  });
  it.each(FORESEEN)('warns of %s ahead, with no stop: %s', (id, message) => {
    const found = detectSafety(message);
    expect(found.foreseen).toContain(id);
    expect(found.classes).toContain(FORESEEN_CLASS[id]);
    expect(found.emergency).toBeUndefined();
  });

  // What the user says now is the latest word on a danger told before: the earlier turn's
  // "flames" does not defeat "the fire brigade came and put it out".
  it('reads a fire told as over in this message, whatever the earlier turn said', () => {
    const earlier = "the curtain caught from a candle and there's flames, what do I do";
    const now =
      "We got out and the fire brigade came and put it out and checked the walls. Now the lounge smells like a bonfire and there's soot up the wall, how do I clean it?";
    expect(detectSafety(now, earlier).emergency).toBeUndefined();
    expect(
      detectSafety("it's spreading up the wall now, flames everywhere", earlier).emergency,
    ).toBe('smoke-fire');
  });

  it('keeps the height warning beside an emergency when the user means to climb to it', () => {
    const climbing = detectSafety(
      'the hedge has caught fire and the flames are higher than the shed, should I get up on the shed roof and hose it from above?',
    );
    expect(climbing.emergency).toBe('smoke-fire');
    expect(climbing.classes).toContain('height');
    const below = detectSafety(
      'the hedge has caught fire and the flames are higher than the shed roof, the hose only just reaches',
    );
    expect(below.emergency).toBe('smoke-fire');
    expect(below.classes).not.toContain('height');
  });

  // A structure failing where people will be stops the reply; the same damage told alone is a
  // structural warning.
  it.each([
    [
      'failing-balcony',
      "the balcony concrete is crumbling and there are rusty bars showing, and we've 30 people coming for his birthday on Saturday",
      'the balcony concrete is crumbling and there are rusty bars showing, what do I patch it with?',
    ],
    [
      'failing-structure',
      "the brick chimney on the side of the cottage has pulled away from the wall, it's leaning out and a few stones are on the lawn, the kids sleep on the other side of that wall",
      'the brick chimney on the side of the cottage is leaning out a bit, what do I fill the gap with?',
    ],
    [
      'failing-structure',
      "since the heavy snow the carport roof has a dip, the corner post has a crack up it and the beam is pulling away from the house wall, it creaks at night and the car's under it",
      'the carport beam is pulling away from the house wall, can I bolt it back?',
    ],
    [
      'failing-retaining-wall',
      'the retaining wall behind the trampoline has a bulge in it now and some of the blocks have moved after the storm, the kids are out there every day',
      'the retaining wall at the bottom of the garden has a bulge in it, what does it cost to rebuild?',
    ],
    [
      'failing-structure',
      'since they put the big tank on the roof the crack over our bedroom door was a hairline and now I can get a coin in it, bits of plaster on the pillow and creaking sounds at night',
      'since they put the big tank on the roof the crack over our bedroom door has got wider, is it structural?',
    ],
  ] as const)(
    'stops for %s with people at risk, and only warns without them',
    (situation, risky, alone) => {
      const found = detectSafety(risky);
      expect(found.situation).toBe(situation);
      expect(found.classes).toContain('structural');
      const told = detectSafety(alone);
      expect(told.situation).toBeUndefined();
      expect(told.classes).toContain('structural');
    },
  );

  it('stops for a crack told as change over time ("two weeks ago it was a hairline")', () => {
    const found = detectSafety(
      'theres a crack going up from the corner of the door frame to the ceiling, 2 weeks ago it was a hairline and now i can get a coin in it. bits of plaster on the carpet in the mornings and cracking noises at night',
    );
    expect(found.situation).toBe('failing-structure');
  });

  it.each([
    [
      'failing-balcony',
      "the deck is pulling away from the house, the gap has doubled since spring, and we've 30 people coming for the party Saturday",
    ],
    [
      'failing-balcony',
      'the upstairs deck has a gap from the house wall now, maybe an inch, and it bounces when the grandkids run on it, can I add longer screws?',
    ],
    [
      'protection-bypass',
      'the old screw-in fuse kept blowing so I put a penny behind the fuse like my uncle showed me, no trouble since. Is that ok?',
    ],
    [
      'failing-structure',
      'the new crack above the doorway we cut through is longer today than yesterday and the beam above is dipping',
    ],
    [
      'failing-structure',
      'heard a crack in the loft after the snow, one rafter has split right through and the roof over the bedroom is dipping, can I jack it tonight?',
    ],
    [
      'failing-structure',
      "the upstairs bathroom floor has a dip since the new bath went in and the ceiling crack below has got wider and it's bulging round the light",
    ],
    [
      'failing-structure',
      'under the floorboards the chimney breast sits on two joists that are dipping, and the crack in the ceiling beside it has got longer since we moved in',
    ],
    [
      'protection-bypass',
      "the rcd keeps tripping with the kettle so I've stuck tape over the switch to hold it up until the new kettle comes",
    ],
    [
      'protection-bypass',
      "the trip switch with the test button keeps going when it rains, so I put a cable tie round it and now it can't flick down",
    ],
    [
      'failing-balcony',
      "there's a gap between it and the wall now on the upstairs balcony and the bricks under it have cracked, we've got 12 people over friday",
    ],
    [
      'failing-structure',
      'after the storm the chimney stack we share with next door (1890s terrace) has a definite lean on it and there are bits of brick on the pavement',
    ],
    [
      'failing-balcony',
      'there is a gap of about an inch and a half between the deck and the house now, the bolts look rusty and pulled, and we have 25 people coming on Sunday',
    ],
    [
      'failing-structure',
      'the old stone gable has a huge bulge in it after the rain and two stones fell out onto the path this morning',
    ],
    [
      'failing-structure',
      'heard bricks falling in the night and the chimney looks like it is leaning towards the road now',
    ],
    [
      'failing-balcony',
      'the deck is pulling away from the house, about a 2 inch gap now, and my mum uses it every day with her walker',
    ],
    [
      'failing-structure',
      'one of the joists under the new bath has a long split and the floor is sagging more every week, we heard a loud crack from underneath last night',
    ],
    [
      'failing-structure',
      'the chimney sways in the wind, you can see it from the garden, it is right over the nursery',
    ],
    [
      'failing-structure',
      'after the earthquake the chimney has a crack right round it at the roofline, the top part has shifted towards the street and there are bits of mortar on the roof',
    ],
    [
      'failing-balcony',
      'the board where our upstairs balcony attaches to the house has pulled away at the top, you can see daylight through the gap, and our toddler plays out there',
    ],
    [
      'failing-structure',
      'two bricks from the chimney are lying on the front lawn this morning and the stack looks like it is leaning towards the bedrooms',
    ],
    [
      'failing-structure',
      'the car went into the back wall of the garage, the wall has bulged out and the ceiling of the room above is dipping, the door up there will not close now',
    ],
    [
      'failing-balcony',
      "grandma (84) has her breakfast out on the back deck every morning and there's a gap of an inch or so where it's bolted to the house now, the bolts look rusted away. can I just put longer screws in?",
    ],
    [
      'failing-structure',
      'we boarded over the garage joists for storage and piled it high, now the plasterboard below has a long crack down the middle and it sags right over the car, and we heard a big crack last night',
    ],
  ] as const)('stops for %s: %s', (situation, message) => {
    expect(detectSafety(message).situation).toBe(situation);
  });

  it('stops for a chimney stack leaning with its bricks falling', () => {
    const found = detectSafety(
      'the chimney stack is leaning out towards the street and two bricks fell onto the front path last week, the mortar pours out like sand. can I strap it from the roof ladder?',
    );
    expect(found.situation).toBe('failing-structure');
    expect(found.classes).toContain('structural');
  });

  it.each(NOTHING_AHEAD)('sees no danger ahead in: %s', (message) => {
    expect(detectSafety(message).foreseen).toEqual([]);
  });
});
