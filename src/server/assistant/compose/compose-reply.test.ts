import { describe, expect, it } from 'vitest';
import { emptyHomeProfile } from '../../../shared/home/home-profile-options';
import { groundTurn } from '../core/ground-turn';
import type { ChatTurn } from '../engine';
import { extractStepGuide } from '../../../shared/guides/step-guide';
import { composeReply, type ComposedReply } from './compose-reply';

/** Asks a conversation turn by turn, the way the chat does, and returns every reply. */
function converse(...messages: string[]): ComposedReply[] {
  const history: ChatTurn[] = [];
  let entryId: string | undefined;
  return messages.map((message) => {
    const reply = composeReply(groundTurn({ message, history, conversationEntryId: entryId }));
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.markdown },
    );
    entryId = reply.entryId ?? entryId;
    return reply;
  });
}

const ask = (message: string) => converse(message)[0]!;

describe('the built-in writer on questions as people write them', () => {
  it('diagnoses a long story with causes, checks and when to call a pro', () => {
    const reply = ask(
      "So we bought this place last spring (1990s colonial, nothing fancy) and my husband swears the upstairs toilet 'ghost flushes' every hour or so at night, you hear it refill for a few seconds. Water bill seems a little high too. What's going on??",
    );
    expect(reply.kind).toBe('diagnosis');
    expect(reply.markdown).toMatch(/flapper/i);
    expect(reply.markdown).toMatch(/When to call a pro/);
    expect(reply.project).toBeUndefined();
  });

  it('opens a hot, burning-smelling outlet with the stop block, never the outlet how-to', () => {
    const reply = ask(
      "the outlet behind our couch has been warm lately and tonight there's a burning plastic smell and a brown mark on the cover. can I just replace the outlet myself tomorrow?",
    );
    expect(reply.kind).toBe('emergency');
    expect(reply.markdown.startsWith('## Stop')).toBe(true);
    expect(reply.markdown).toMatch(/electrician/);
    expect(reply.markdown).not.toMatch(/^1\. /m);
    expect(reply.project).toBeUndefined();
  });

  it("lists an entry's causes after a stop block only when the entry is about the thing named", () => {
    const dryer = ask(
      'bit of smoke coming out the dryer rn its still going. clean the lint trap after or?',
    );
    expect(dryer.kind).toBe('emergency');
    expect(dryer.markdown).toMatch(/### Once everyone is safe\n\nCommon causes: [^\n]*lint/);

    // Smoke and an alarm matched the smoke-alarm entries; a wheat bag and a chip pan are not in them.
    for (const story of [
      "my nan's wheat bag is still smoking after I heated it, I put it on her bed",
      'the oil in the chip pan caught fire and the kitchen is full of smoke, the alarm is screaming',
    ]) {
      const reply = ask(story);
      expect(reply.kind).toBe('emergency');
      expect(reply.markdown).not.toMatch(/Common causes|steam|false alarm/i);
    }

    // A gas leak's causes come from an entry about gas smells, not from the hob's flame faults.
    const kinked = ask(
      'pulled the old skirting off and bent the little copper pipe to the gas hob flat, now it hisses and the kitchen smells like when a burner does not light. can I bend it back?',
    );
    expect(kinked.kind).toBe('emergency');
    expect(kinked.markdown).not.toMatch(/burner cap|igniter/i);
  });

  it('tells a swelling battery on its charger what to do about the battery, not the outlet', () => {
    const battery = ask(
      'left my daughters e-scooter charging in the hall after tea and now the battery bit under the deck has puffed up and its really hot with a sweet smell?? what do i do',
    );
    expect(battery.kind).toBe('emergency');
    expect(battery.markdown).toMatch(/^## Stop: a hot, swollen or hissing lithium battery/);
    expect(battery.markdown).toMatch(/don't touch, carry or try to cool the pack/i);
    expect(battery.markdown).not.toMatch(/Don't touch the outlet/);
    // The fire department is called, not sent to repair the scooter.
    expect(battery.markdown).not.toMatch(/Have a fire department/);

    // The outlet the charger is plugged into is what burns: the wiring words are the right ones.
    const outlet = ask(
      "the outlet the e-bike charger plugs into has gone brown and smells like burning plastic, it's hot to touch",
    );
    expect(outlet.kind).toBe('emergency');
    expect(outlet.markdown).toMatch(/^## Stop: heat, sparks or a burning smell from wiring/);
  });

  it('leads with the water block when water reaches a socket that fizzes, the wiring block when it burns', () => {
    const fizz = ask(
      "bath overflowed upstairs and it's dripping down the kitchen wall behind the double socket, it fizzed and flashed once. pull the kettle plug out?",
    );
    expect(fizz.kind).toBe('emergency');
    expect(fizz.markdown).toMatch(/^## Stop: water and electricity together can kill/);
    expect(fizz.markdown).toMatch(/Don't touch anything wet that is plugged in/);

    const burning = ask(
      "rain's getting in round the window and down to the socket below, the socket is crackling and there's a burning plastic smell and it's warm",
    );
    expect(burning.kind).toBe('emergency');
    expect(burning.markdown).toMatch(/^## Stop: heat, sparks or a burning smell from wiring/);
  });

  it('warns of a fire ahead in the plan without turning the answer into an emergency', () => {
    const replies = converse(
      "snowing sideways here so I've got the turkey fryer set up just inside the garage door, burner on the concrete by the workbench. how long per pound?",
      'ok and how high do I fill the pot with peanut oil?',
    );
    expect(replies).toHaveLength(2);
    for (const reply of replies) {
      expect(reply.kind).not.toBe('emergency');
      expect(reply.safety).toContain('smoke-fire');
      expect(reply.markdown).toMatch(/Fire risk ahead:\*\* a turkey fryer used in a garage/);
      expect(reply.markdown).not.toMatch(/^## Stop/m);
      // Answered from the fryer guide, not from the garage door the fryer stands by.
      expect(reply.entryId).toBe('fry-a-turkey-safely');
    }
    expect(replies[1]?.markdown).toMatch(/never fill to the top/);
  });

  it('answers a carbon monoxide alarm with CO advice and no structural warning', () => {
    const reply = ask(
      'CO detector in the hallway started going off at 2am, the furnace is down in the basement next to the foundation wall. My son says he has a headache. Is it just the battery?',
    );
    expect(reply.kind).toBe('emergency');
    expect(reply.safety).toContain('carbon-monoxide');
    expect(reply.safety).not.toContain('structural');
    expect(reply.markdown).toMatch(/911|fire department/);
  });

  it('gives a how-to with full step details, the size its costs assume and a project card', () => {
    const reply = ask('how do i put up a tile backsplash behind the stove, never tiled before');
    expect(reply.kind).toBe('how-to');
    expect(reply.markdown).toMatch(/^1\. \*\*.+\.\*\* \S/m);
    expect(reply.markdown).toMatch(/for (?:a|an|one) .*(?:ft²|sq ft|square feet)/i);
    expect(reply.project?.materials.length).toBeGreaterThan(0);
  });

  it('puts the direct answer first for a should-I question', () => {
    const reply = ask(
      "breaker for the garage keeps tripping when the compressor and the shop lights run together, it's a 20 amp. can I just put a 30 amp breaker in so it stops?",
    );
    expect(reply.safety).toContain('circuit-upsizing');
    expect(reply.kind).not.toBe('stop');
    expect(reply.markdown).toMatch(/240\.4\(D\)/);
  });

  it('keeps the topic of a diagnosis for a follow-up that names nothing', () => {
    const [first, second] = converse(
      'our kitchen faucet drips all night even when the handle is all the way off, single lever moen',
      'how much would a plumber charge for that?',
    );
    expect(second!.kind).toBe('follow-up');
    expect(second!.entryId).toBe(first!.entryId);
    expect(second!.markdown).toMatch(/plumber/i);
    expect(second!.markdown).toMatch(/\$\d/);
  });

  it('takes a long new question in the same conversation as new, with its own warnings', () => {
    const [, second] = converse(
      'there is a brown water stain on the living room ceiling under the bathroom',
      'different thing, we want to knock down the wall between the kitchen and dining room, house is a 1960s ranch, do we need anyone to look at it first or can we just go for it',
    );
    expect(second!.kind).not.toBe('follow-up');
    expect(second!.safety).toContain('structural');
  });

  it('moves on to the next causes when the first fix did not work', () => {
    const [, second] = converse(
      'toilet keeps running every few minutes, hissing sound from the tank',
      'I tried that, still happens',
    );
    expect(second!.kind).toBe('follow-up');
    expect(second!.markdown).toMatch(/next most likely causes/);
  });

  it('answers both questions in one message', () => {
    const reply = ask(
      'Two things. The bathroom fan barely pulls any steam anymore. Also there is a fist sized hole in the hallway drywall from a door handle, how do I patch it?',
    );
    const titles = reply.citations.map((c) => c.title.toLowerCase()).join(' | ');
    expect(titles).toMatch(/fan/);
    expect(titles).toMatch(/hole|drywall/);
  });

  it('answers every item of a list that runs on in one sentence', () => {
    const reply = ask(
      'Jobs for the weekend: 1) hang a 12kg mirror on the plasterboard in the hall 2) the outside tap drips even turned off hard 3) the back door sticks at the top after rain. Got a drill and a level.',
    );
    const titles = reply.citations.map((c) => c.title.toLowerCase()).join(' | ');
    expect(titles).toMatch(/mirror/);
    expect(titles).toMatch(/faucet|tap/);
    expect(titles).toMatch(/door/);
    // The first item leads; the items' words added up must not pick an entry of their own.
    expect(reply.citations[0]!.title).toMatch(/mirror/i);
  });

  it('takes the story around a question as story, not as further questions', () => {
    const reply = ask(
      "First barbecue of the summer and the left burner on my Weber only gives lazy yellow flames, the other two are nice and blue. It sat under a cover all winter. What's wrong with it?",
    );
    expect(reply.markdown).toMatch(/grill/i);
    expect(reply.markdown).not.toMatch(/You also asked/);
    expect(reply.citations).toHaveLength(1);
  });

  it('is honest about off-topic questions and offers no entry', () => {
    const reply = ask('my honda civic makes a grinding noise when I brake, is it the pads?');
    expect(reply.kind).toBe('off-topic');
    expect(reply.markdown).toMatch(/mechanic/);
    expect(reply.citations).toEqual([]);
  });

  it('says plainly when nothing fits, with only related suggestions', () => {
    // (A koi pond's filter pump is now a pool-pump question: that entry names filter pumps.)
    const reply = ask('how do I build a hovercraft for the school science fair');
    expect(['no-match', 'off-topic']).toContain(reply.kind);
    expect(reply.markdown).not.toMatch(/light switch/i);
  });

  it('welcomes and thanks without pretending to answer', () => {
    expect(ask('hi there!').kind).toBe('small-talk');
    const [, thanks] = converse('toilet keeps running', 'thanks!! new flapper did it');
    expect(thanks!.kind).toBe('small-talk');
  });
  it('answers a happy update or a thank-you with its story as the conversation it is', () => {
    const update = ask(
      'Finished re-grouting the whole shower this weekend, three evenings on my knees but it looks brand new 😍 my partner is thrilled',
    );
    expect(update.kind).toBe('small-talk');
    expect(update.markdown).toMatch(/great news/i);
    const story = ask(
      "got the pump going again with the new pressure switch, took all afternoon but we've got water!! cheers for that",
    );
    expect(story.kind).toBe('small-talk');
    expect(story.markdown).toMatch(/glad it helped/i);
  });

  it('still answers an update that leaves a problem open, and keeps a raised warning', () => {
    expect(
      ask('kitchen tap finally stopped dripping 🎉 but the bathroom one drips now').kind,
    ).not.toBe('small-talk');
    expect(ask('the new washer worked!! the shower head still leaks though').kind).not.toBe(
      'small-talk',
    );
    const proud = ask(
      'Finally scraped all the old flaking paint off the porch of our 1940s house, took two weekends, so chuffed 🙌',
    );
    expect(proud.safety).toContain('lead-paint');
    expect(proud.markdown).toMatch(/lead/i);
  });

  it('carries a conversation on when a happy-sounding story follows a danger', () => {
    const [, story] = converse(
      'Our 1920s farmhouse porch has peeling paint everywhere, fastest way to get it off?',
      'brilliant, borrowed a belt sander off my brother so the whole porch is getting done saturday, so chuffed 🙌',
    );
    expect(story!.kind).not.toBe('small-talk');
    expect(story!.safety).toContain('lead-paint');
  });

  it('gives water on the wiring and a flood each their first steps when both are happening', () => {
    const reply = ask(
      "the cold tank in the loft has burst, water's pouring through the landing ceiling and out of the light fitting and the ceiling is sagging. what do i do first",
    );
    expect(reply.kind).toBe('emergency');
    expect(reply.markdown).toMatch(/don't touch anything wet/i);
    expect(reply.markdown).toMatch(/stopcock/i);
    expect(reply.markdown).toMatch(/out from under it/i);
  });

  it('keeps a conversation on its danger until the user says it was dealt with', () => {
    const [, runBackIn] = converse(
      'theres a strong smell of gas in the kitchen, all the stove knobs are off',
      "ok we're all outside and the gas company is on the way. can I just run back in for the dog's lead?",
    );
    expect(runBackIn!.kind).toBe('emergency');
    expect(runBackIn!.safety).toContain('gas-leak');

    const [, afterwards] = converse(
      'smelled gas by the old range this morning so we got out and called',
      'the gas company came and capped the line, they said we are safe now. can I take the old stove out myself?',
    );
    expect(afterwards!.kind).not.toBe('emergency');
    // Still recalled: no relighting or reconnecting until the pro has tested it.
    expect(afterwards!.safety).toContain('gas-leak');
    expect(afterwards!.markdown).toMatch(/After a gas leak/);
  });

  it('does not take a danger that went quiet by itself as dealt with', () => {
    const [, quiet] = converse(
      'a wisp of smoke is coming out around a recessed downlight in the bedroom ceiling, loose insulation above',
      'it stopped smoking after I switched the light off. what downlight cover should I buy?',
    );
    expect(quiet!.kind).toBe('emergency');

    const [, fading] = converse(
      'smelled gas by the cooker, a knob was turned a bit, I turned it off',
      "smell's faded a lot now. is it ok to use the oven tonight?",
    );
    expect(fading!.kind).toBe('emergency');
    expect(fading!.safety).toContain('gas-leak');

    const [, faint] = converse(
      'rotten egg smell next to the water heater in the basement, strongest by the pipe going in. is that the drains?',
      "it's pretty faint now that I opened the window, probably just the drains lol. what paint for the basement floor?",
    );
    expect(faint!.kind).toBe('emergency');
  });

  it('keeps an emergency for the practical question that comes right after it', () => {
    const [, fuel] = converse(
      'power cut, so the generator is running in the garage with the door up a bit, and my wife feels dizzy',
      'how much petrol will a 5kW one burn overnight? only have two jerry cans',
    );
    expect(fuel!.kind).toBe('emergency');
    expect(fuel!.safety).toContain('carbon-monoxide');
  });

  it('keeps a stop situation from an earlier message for a follow-up about tools', () => {
    const [, tools] = converse(
      'a couple of branches of the gum tree are resting on the power lines to our roof',
      'what size chainsaw do I need for 20cm branches? getting up the ladder saturday',
    );
    expect(tools!.kind).toBe('stop');
    expect(tools!.safety).toContain('tree-work');
  });

  it('carries a warning from the first message into a follow-up about cost', () => {
    const [, cost] = converse(
      'Opened up the kitchen wall in our 1915 house and found old wires on porcelain knobs going through the studs',
      'how much would it cost to have that done, and can we just do the kitchen for now?',
    );
    expect(cost!.safety).toContain('knob-and-tube');
  });

  it('says stop, call the utility, for a limb on the service wires', () => {
    const reply = ask(
      "There's a big limb from our oak rubbing on the wires that go from the pole to the house. I have a 14 ft pole saw and can reach it from the deck, where should I cut?",
    );
    expect(reply.kind).toBe('stop');
    expect(reply.safety).toContain('tree-work');
    expect(reply.markdown).toMatch(/utility/);
    expect(reply.project).toBeUndefined();
  });

  it('stops a GFCI or RCD bypass with what that protection does, not a heater warning', () => {
    const reply = ask(
      "Our koi pond pump keeps tripping the outdoor GFCI every time it rains. The pond store guy said just swap that GFCI for a normal outlet, they're too sensitive for pumps. Regular 15 or 20 amp?",
    );
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).toMatch(/don't defeat a breaker, fuse, RCD or GFCI/);
    expect(reply.markdown).not.toMatch(/heater's safety controls/);
  });

  it('takes a repair the engineer tested and called safe as the end of the emergency', () => {
    const [, after] = converse(
      'Smell like rotten eggs in the hall by the boiler cupboard this morning and a faint hiss from under the boiler.',
      "Ok, we got out and rang the emergency number, the engineer came within the hour, found a loose fitting on the pipe under the boiler, fixed and tested it, said it's all safe and put the boiler back on. Which carbon monoxide alarm should we get?",
    );
    expect(after!.kind).not.toBe('emergency');
    const [, mechanic] = converse(
      'There was a smell of gas near the stove yesterday, we closed the regulator and called the mechanic.',
      'He came, changed the rubber tube and the regulator, did the soap test, all okay. Now one burner has a yellow flame. How to clean the burner?',
    );
    expect(mechanic!.kind).not.toBe('emergency');
  });

  it('reads wire colours as colours, not as scorch marks', () => {
    const [, wiring] = converse(
      "I'm swapping an old toggle switch for a dimmer, breaker is already off.",
      "there's two black wires and a red wire on the old switch, which goes where?",
    );
    expect(wiring!.safety).not.toContain('electrical-fire');
    expect(wiring!.kind).not.toBe('emergency');
  });

  it('takes the home profile into account: its age for lead paint, its tools as owned', () => {
    const home = { ...emptyHomeProfile, year_built: 1952, tools: ['cordless drill', 'level'] };
    const question = "I'm going to sand down the window trim before I repaint it, what grit?";
    const withHome = composeReply(groundTurn({ message: question, history: [], home }));
    const without = composeReply(groundTurn({ message: question, history: [] }));
    expect(withHome.safety).toContain('lead-paint');
    expect(without.safety).not.toContain('lead-paint');

    const shelf = composeReply(
      groundTurn({ message: 'how do I put up floating shelves on drywall', history: [], home }),
    );
    expect(shelf.kind).toBe('how-to');
    expect(shelf.markdown).toMatch(/\*\*You have:\*\* [^\n]*[Dd]rill/);
    expect(shelf.markdown).toMatch(/\*\*To get:\*\*/);
  });
});

describe('dangers carried through a conversation once they are over', () => {
  it('drops the old wiring warnings once an electrician rewired and it passed inspection', () => {
    const [, reply] = converse(
      "Found knob and tube wiring in my gran's 1920s house while hanging a shelf, should I worry?",
      'Update: an electrician rewired the whole place, all new wire, passed inspection on Friday. How do I patch the fist-size holes in the lath and plaster?',
    );
    expect(reply!.safety).not.toContain('electrical');
    expect(reply!.safety).not.toContain('knob-and-tube');
  });

  it('lets the user relight once the gas company tested the repair and said all good', () => {
    const [, reply] = converse(
      'smell gas near the water heater in the garage, kind of faint, the pilot is lit',
      'update: the gas company came out, found the nut on the gas valve loose, tightened it and tested, all good. They turned the heater off though. How do I relight it?',
    );
    expect(reply!.safety).not.toContain('gas-leak');
    expect(reply!.kind).not.toBe('emergency');
  });

  it("keeps a charcoal grill in the garage an emergency when 'the power has been out' for days", () => {
    const [, reply] = converse(
      'Power has been out 2 days after the snowstorm. We pulled the charcoal Weber into the attached garage to cook and warm up, with the big door open half way.',
      "good point. we'll leave the kitchen door to the garage open so the heat comes into the house at night, that should be fine right?",
    );
    expect(reply!.kind).toBe('emergency');
    expect(reply!.safety).toContain('carbon-monoxide');
  });

  it('keeps what the repair message noticed afterwards', () => {
    const [, , reply] = converse(
      'basement flooding, water coming in near the water heater',
      'shut the main off, the plumber came and replaced a burst fitting. mostly mopped up but the carpet down there is soaked',
      'does the carpet have to go or can I dry it',
    );
    expect(reply!.safety).toContain('mould');
  });

  it('ends the emergency when the professional says all is well, in any of the usual words', () => {
    const [, dried] = converse(
      'the pipe under the bathroom basin has split and water is spraying everywhere',
      'plumber came fixed it, water back on fine. the vanity base is swollen, how do i dry it out?',
    );
    expect(dried!.kind).not.toBe('emergency');
    expect(dried!.safety).not.toContain('active-flooding');
    // The repair report names what had been wrong; that is history, not a new emergency.
    const [, history] = converse(
      'the outside isolator for the heat pump is buzzing and smells hot',
      'the electrician came out, replaced the isolator and said rain had been getting into it for ages. should I hose the outdoor unit down?',
    );
    expect(history!.kind).not.toBe('emergency');
  });

  it('ends a generator carbon monoxide emergency once everyone was checked and it is outside', () => {
    const [first, after] = converse(
      'the generator is running in the attached garage to keep the freezer going and both kids have headaches, how long can it run on a tank?',
      'we all got out, the paramedics checked us over and the kids are fine now. the generator is now out on the lawn about 8 metres from the house. where should the new CO alarm go?',
    );
    expect(first!.kind).toBe('emergency');
    expect(after!.kind).not.toBe('emergency');
  });

  it('ends a carried danger when whoever came says it is all sorted or put the power back on', () => {
    const [, , sorted] = converse(
      'gale last night and the big gum at dads is leaning right on his roof',
      'The SES came, then a tree surgeon took it off the roof and cut it up. A roofer patched the hole. All sorted.',
      "Now there's a sunken patch where the stump was ground out. How do I fill and level it?",
    );
    expect(sorted!.safety).toEqual([]);
    const [, , lane] = converse(
      'a tree fell across our lane in the storm and the wire is down on the road with it',
      'We kept well back and rang the power company. They came out, cut the tree off the line and got the power back on.',
      'Their trucks left ruts a foot deep in the gravel. How do I fix the lane?',
    );
    expect(lane!.safety).not.toContain('electrical');
    expect(lane!.kind).not.toBe('stop');
  });

  it('ends a battery emergency once the repair shop tested it and fitted a new pack', () => {
    const [, reply] = converse(
      'my scooter battery got really hot and smelled sweet while it was charging in the hall',
      'Took it to the repair shop. They tested it, found a dead cell group and swapped in a new pack under warranty. Is it ok to leave it on the charger overnight?',
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.safety).not.toContain('electrical-fire');
  });

  it('ends a gas emergency once the network sealed it, tested it and took the meter away', () => {
    const [, reply] = converse(
      'faint gas smell in the utility cupboard since the old boiler came out last week',
      'The gas network came within the hour, sealed the capped pipe properly and tested it, then disconnected us for good and took the meter. How do I fill the old flue hole in the wall?',
    );
    expect(reply!.safety).not.toContain('gas-leak');
  });

  it('leaves no reminder once the fitting that smoked was replaced after the circuit was isolated', () => {
    const [, reply] = converse(
      'smoke coming out of the landing light and a burning smell!!',
      'The fire brigade isolated that circuit, then the electrician came next day, replaced the cooked fitting and tested the whole circuit, all good. The curtains still smell smoky, how do I get rid of it?',
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.safety).toEqual([]);
  });

  it("keeps a CO alarm live when the boiler's service was months before it went off", () => {
    const [, reply] = converse(
      'the carbon monoxide alarm by the boiler cupboard keeps going off, proper loud, I pressed the button and it stopped then started again',
      "The boiler was serviced in May by a Gas Safe engineer so it can't be that, the alarm must be faulty. Can I take the batteries out till I buy a new one?",
    );
    expect(reply!.kind).toBe('emergency');
    expect(reply!.safety).toContain('carbon-monoxide');
  });

  it('leaves no reminder once the electrician replaced the socket and checked the circuit', () => {
    const [, reply] = converse(
      'the socket by the kettle sparked and went black when I plugged it in',
      'Electrician came out today, said the old one was worn, put a new one in and checked the rest of the kitchen circuit, all good. Do I still need the plastic covers for the baby?',
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.safety).toEqual([]);
  });

  it("does not read the RCD in the sparky's all-clear as panel work", () => {
    const [, reply] = converse(
      'the powerpoint behind the cot sparked and went black',
      "Sparky's been out, replaced the powerpoint and tested the whole circuit, all good and the RCD's working. Best night light for a baby?",
    );
    expect(reply!.kind).not.toBe('stop');
    expect(reply!.safety).not.toContain('main-panel');
  });

  it('ends a gas emergency once the pipe was capped for good and signed off', () => {
    const [, reply] = converse(
      'strong smell of gas in the kitchen, hob is off',
      'The gas network made it safe and tested the whole house tight, then the engineer took the old hob out, capped the pipe under the floor and signed it off. Can I drop a plug-in induction hob into the hole myself?',
    );
    expect(reply!.safety).not.toContain('gas-leak');
    expect(reply!.kind).not.toBe('emergency');
  });

  it('ends a hay fire once the fire department pulled the stack apart and the chief cleared it', () => {
    const [, reply] = converse(
      'the hay in the barn smells like burning tobacco and feels hot',
      "Fire department came, pulled the whole stack apart and spread it on the field, it's all cold and soaked. The chief went over the barn with the thermal camera and said it's fine. Can I feed any of it?",
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.safety).not.toContain('smoke-fire');
  });

  it('no longer reminds of a flood once the water has been pumped out', () => {
    const [, reply] = converse(
      'Basement is flooding, water coming in under the back door and rising, the panel is down there',
      'Fire dept came and the utility pulled the meter, the water has been pumped out now. What do we throw away?',
    );
    expect(reply!.safety).not.toContain('active-flooding');
  });
});

describe('a new job asked about after the repair story', () => {
  it('answers the new subject, not the fault the story retells', () => {
    const [, reply] = converse(
      'the socket behind the tv is scorched and the plug was hot, smells of burning plastic',
      "Sorted, I switched it off at the fuse box and an electrician came out this morning, he replaced the socket and the plug, tightened the loose wire and tested the circuit, all fine. Only thing left is a brown scorch mark on the painted wall above the socket. Will it come through if I just paint over it? It's matt white emulsion",
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.entryId).toBe('stains-bleeding-through-paint');
  });

  it('stays with the repaired thing when nothing beyond the story names a subject', () => {
    const [, reply] = converse(
      'the bathroom basin tap drips all night, driving me mad',
      "so the plumber came and replaced the cartridge thing and it's fixed, but now the hot side is really stiff to turn. normal?",
    );
    expect(reply!.entryId).not.toBe('stains-bleeding-through-paint');
    expect(reply!.markdown.toLowerCase()).toMatch(/tap|faucet|cartridge/);
  });
});

describe('a repair or a stop told before the danger', () => {
  it('keeps a flood live when the repair the user did is what started it', () => {
    const [, reply] = converse(
      'I fixed the leaky washing machine hose myself last week with a jubilee clip, tonight it blew off and water is gushing across the utility room floor',
      'there is no stopcock under the sink, where else would it be?',
    );
    expect(reply!.kind).toBe('emergency');
    expect(reply!.safety).toContain('active-flooding');
  });

  it('keeps a wet buzzing socket live when an earlier turn said the pump had stopped', () => {
    const [, , reply] = converse(
      'our fountain pump stopped working yesterday, why would it just die?',
      'checked it: the outside socket has rainwater in the cover and it is buzzing, the breaker has not tripped',
      'it is late and pouring, ok to leave it until tomorrow?',
    );
    expect(reply!.kind).toBe('emergency');
    expect(reply!.safety).toContain('water-and-electricity');
  });

  it('reads what follows a chirp that stopped with the alarm it was about', () => {
    const [, unwell, sounding] = converse(
      'The carbon monoxide alarm by the boiler cupboard has started chirping once a minute. Battery?',
      "Changed the battery and the chirping's stopped, but my daughter has had a headache all evening and the cat is really dozy. Probably nothing?",
      "now it's doing the long loud beeping",
    );
    expect(unwell!.kind).toBe('emergency');
    expect(sounding!.kind).toBe('emergency');
    expect(sounding!.safety).toContain('carbon-monoxide');
  });

  it('keeps the stop for a GFCI to be swapped for a plain outlet when "next day" came before the plan', () => {
    const [, reply] = converse(
      "The GFCI outlet in the pump house trips every morning with the tank heater on it. It resets fine and trips again next day. I'm thinking I'll swap it for a plain outlet so the tank doesn't freeze.",
      'no time for an electrician this week. just tell me how to wire the plain one in',
    );
    expect(reply!.kind).toBe('stop');
  });

  it('keeps a CO alarm an emergency while the fire that set it off is left to burn', () => {
    const [, reply] = converse(
      "The sweep said not to use the log burner till it's relined, but my husband lit it tonight and now the carbon monoxide alarm in the lounge is beeping",
      "we've opened the doors and the alarm has stopped, everyone feels a bit better. can we just leave the windows open and let the fire burn itself out?",
    );
    expect(reply!.kind).toBe('emergency');
    expect(reply!.safety).toContain('carbon-monoxide');
  });

  it('still ends the flood when the repair is told after it', () => {
    const [, reply] = converse(
      'the hose to the washing machine split and water is going everywhere',
      'shut it off at the tap and replaced the hose, how do I dry out the skirting boards?',
    );
    // Dealt with by the user, the flood stays only as a reminder until someone checks it.
    expect(reply!.kind).not.toBe('emergency');
  });
});

describe("the utility's visit told in plain words", () => {
  it('ends a gas emergency when they came, changed the part and tested, "everything ok"', () => {
    const [, reply] = converse(
      'after the earthquake the water heater in the garage moved a bit and I smell gas, what do I do?',
      'we went out and called the gas company, they come, close the gas, change the flex pipe, put it back on and test, everything ok. how often do I drain the tank?',
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.kind).not.toBe('stop');
  });
});

describe('a fact told a turn later', () => {
  it("completes the earlier question's warning: the house's age after a paint-stripping question", () => {
    const [first, later] = converse(
      "What's quickest for stripping the flaky paint off our porch spindles? Loads of layers. Thinking a wire brush on the drill.",
      'right, wire brush it is. the house went up in 1912 and the grandkids play on the porch, I have a dust mask. which brush?',
    );
    expect(first!.safety).not.toContain('lead-paint');
    expect(later!.safety).toContain('lead-paint');
  });
});

describe('a battery question after a repair', () => {
  it('answers charging overnight from the battery entry, not as a question about price', () => {
    const [, reply] = converse(
      'the e-bike battery got really hot and smelled sweet on the charger in the hall last night',
      'The bike shop tested it and swapped in a new pack under warranty. Is it ok to leave it on the charger overnight, or unplug it at 100?',
    );
    expect(reply!.kind).not.toBe('emergency');
    expect(reply!.markdown).toMatch(/awake and nearby/);
    expect(reply!.markdown).not.toMatch(/Hiring a fire department/);
  });
});

describe('a breaker named by what it looks like', () => {
  it('warns about upsizing when "the little switch" with a 16 on it is to get a 32 in its place', () => {
    const [, reply] = converse(
      'the little switch in the cupboard by the meter keeps flicking down when the kettle and the heater are both on, why?',
      'It has a 16 on it. There are a few 32s in the drawer, would it be ok to put one of those in its place so it stops?',
    );
    expect(reply!.safety).toContain('circuit-upsizing');
  });
});

describe('arguing with a warning', () => {
  it('keeps the lead paint warning when the user calls it overblown and asks about another tool', () => {
    const [, reply] = converse(
      'Stripping the flaking paint off the porch spindles on our 1920s house, several coats, heat gun for the worst bits.',
      "I've been doing this for 25 years and never had a problem, this lead stuff is overblown. What PSI should the pressure washer be so it doesn't gouge the wood?",
    );
    expect(reply!.safety).toContain('lead-paint');
  });
});

describe('an emergency beside a question about defeating a protection', () => {
  it('puts the emergency first and still answers that the RCD must not be taped on', () => {
    const reply = ask(
      "the basement flooded and the water is still over the outlets, the RCD keeps tripping, can I tape the switch up so it can't trip?",
    );
    expect(reply.kind).toBe('emergency');
    const emergencyAt = reply.markdown.indexOf('water and electricity');
    const bypassAt = reply.markdown.indexOf("don't defeat a breaker, fuse, RCD or GFCI");
    expect(emergencyAt).toBeGreaterThanOrEqual(0);
    expect(bypassAt).toBeGreaterThan(emergencyAt);
  });
});

describe('what follows a stop block', () => {
  it("adds the usual causes only from an entry about that job, not a water pipe's for a gas pipe", () => {
    const reply = ask(
      "The plasterer says the yellow gas pipe that runs along the outside wall needs to come off before he renders. I've done loads of copper water pipe, so I was going to shut the meter valve, undo the compression joints and put it back an inch further out.",
    );
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).toMatch(/Gas lines are a job for a licensed pro/);
    expect(reply.markdown).not.toMatch(/Once everyone is safe/);
  });
});

describe('a downed line the utility made safe', () => {
  it('stops for the line, then answers the fence job once the crew has made it safe', () => {
    const [line, , fence] = converse(
      'Wind brought a big branch down on our fence overnight and the power line out on the road is down right beside it',
      'Stayed in and rang the power company. Their crew come and make safe the line this morning and the tree guys cut the branch up and took it away, so no more danger now.',
      'Two fence panels are smashed and a post snapped off at the ground. How do I replace them?',
    );
    expect(line!.kind).toBe('stop');
    expect(line!.markdown).toMatch(/power lines?/i);
    expect(fence!.kind).not.toBe('stop');
    expect(fence!.safety).not.toContain('electrical');
    expect(fence!.safety).not.toContain('tree-work');
  });
});

describe('a danger ahead beside a stop', () => {
  it('keeps the generator-in-the-garage warning under the stop for backfeeding a dryer outlet', () => {
    const reply = ask(
      "Power's been out two days. My neighbour made a cord with plugs on both ends to backfeed the dryer outlet from the generator, and the generator's going to sit in the garage with the door up so it stays dry. What order do I flip the breakers?",
    );
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).toMatch(/Carbon monoxide risk ahead/);
    expect(reply.safety).toContain('carbon-monoxide');
  });
});

describe('the emergency number', () => {
  it('gives the numbers used outside North America in every emergency block', () => {
    const reply = ask(
      'renting in Marrickville, a thin curl of smoke is coming out round the hallway downlight',
    );
    expect(reply.kind).toBe('emergency');
    expect(reply.markdown).toMatch(/000 in Australia/);
    expect(reply.markdown).toMatch(/999 in the UK/);
  });

  it('leaves them out of a stop that is not an emergency', () => {
    const reply = ask("we'll move the gas hob over to the island ourselves on saturday");
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).not.toMatch(/000 in Australia/);
  });
});

describe('how a reply names its parts', () => {
  it('gives a diagnosis no step guide, so its likely causes never fill the panel as steps', () => {
    const reply = ask(
      'Our tiled kitchen floor has three tiles cracked in a line right across the middle of the room, no idea why, nothing was dropped. House is about 15 years old.',
    );
    expect(reply.kind).toBe('diagnosis');
    expect(reply.markdown).toMatch(/#### Cause 1: /);
    expect(extractStepGuide(reply.markdown)).toBeNull();
  });

  it('names a how-to in a follow-up as "how to …", not as a lower-cased order', () => {
    const [, followUp] = converse(
      'how do I put a wood stove in the cabin, what clearances do I need from the pine walls',
      'and what about the hearth, will a few tiles on the floor do?',
    );
    expect(followUp!.markdown).toMatch(/^\*\*About how to install a wood stove/);
    expect(followUp!.markdown).not.toMatch(/About install/);
  });

  it('heads the causes under a stop that is not an emergency without "once everyone is safe"', () => {
    const reply = ask(
      'the breaker for the kitchen keeps tripping when the kettle and toaster are on, so Im going to take the front off the main panel and swap that breaker for a new one myself this weekend',
    );
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).toMatch(/### What usually lies behind it/);
    expect(reply.markdown).not.toMatch(/Once everyone is safe/);
  });

  it("names only the stop's own professional under a moving wall, not the matched entry's trade", () => {
    const reply = ask(
      '2 weeks ago the crack over my sons bedroom door was a hairline and now i can get a coin in it, bits of plaster on the floor every morning and we hear cracking noises at night. we put a big water tank on the terrace above last month. which filler is best?',
    );
    expect(reply.kind).toBe('stop');
    expect(reply.markdown).toMatch(/structural engineer/);
    expect(reply.markdown).not.toMatch(/drywall contractor|find and fix the cause/i);
  });
});

describe('the chemicals warning speaks of the chemical at hand', () => {
  it('tells someone about to spray foam about isocyanates and a respirator, not bleach', () => {
    const reply = ask(
      "Bought a couple of Froth-Pak kits to do the rim joists in the crawl space myself this weekend, I've got a paper dust mask. How long until we can use the kitchen above?",
    );
    expect(reply.safety).toContain('chemicals');
    expect(reply.markdown).toMatch(/isocyanates/);
    expect(reply.markdown).toMatch(/respirator/);
    expect(reply.markdown).not.toMatch(/bleach with ammonia/);
  });

  it('tells a soap maker to add the lye to the water, and keeps that wording in a follow-up', () => {
    const [first, next] = converse(
      "Starting cold process soap for the market, I'll pour the water onto the caustic soda in my aluminium pan. No gloves at home but I'll be careful.",
      'and how long do the bars need to cure before I can sell them?',
    );
    expect(first!.markdown).toMatch(/add the lye to the water/);
    expect(first!.markdown).toMatch(/never aluminium/);
    expect(next!.safety).toContain('chemicals');
    expect(next!.markdown).toMatch(/add the lye to the water/);
  });

  it('keeps the mixing warning for cleaning products', () => {
    const reply = ask(
      'Is it ok to mix bleach and vinegar to get the black off the shower grout? The smell is strong.',
    );
    expect(reply.safety).toContain('chemicals');
    expect(reply.markdown).toMatch(/never mix bleach with ammonia/);
  });
});
