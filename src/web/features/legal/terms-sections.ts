import { LEGAL_CONTACT_EMAIL } from './legal-contact';
import type { LegalSection } from './legal-types';

// Deliberately unfilled: the date is set when the terms are published for launch.
export const TERMS_EFFECTIVE_DATE = '[to be set before launch]';

export const termsIntro = [
  'These terms are the agreement between you and Fixwise ("we", "us") for using the Fixwise website, its AI assistant and everything else we offer. Please read them in full. The section on governing law and disputes says that disputes are settled by binding arbitration or in small claims court, not by a jury.',
];

export const termsSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: [
      'By using Fixwise, as a guest or with an account, you agree to these Terms of Use and to our Privacy Policy, which explains how we handle your information. If you do not agree, please do not use Fixwise.',
      'If you use Fixwise for a business, you confirm that you may accept these terms on its behalf.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who can use Fixwise',
    body: [
      'You must be at least 18 years old to use Fixwise. By using it, you confirm that you are.',
      'You may not use Fixwise if we have previously closed your account for breaking these terms, or if the law where you live does not allow it.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: [
      {
        list: [
          'Give accurate information when you sign up and keep it up to date.',
          'Keep your password private and consider turning on two-factor authentication. You are responsible for what happens under your account.',
          'One account per person. Accounts may not be shared, sold or transferred.',
          'Tell us straight away if you think someone else has used your account.',
          'If you sign in with Google or Facebook, that service’s own terms also apply to your account there.',
        ],
      },
    ],
  },
  {
    id: 'guest-use',
    title: 'Using Fixwise as a guest',
    body: [
      'You can try the assistant without an account. Guests get 3 free questions. Guest conversations are not saved, so copy anything you want to keep. To keep chatting and save your projects, create a free account.',
      'We count guest questions per browser and per network address. Please do not try to get around the limit, for example by repeatedly clearing your browser’s storage or switching addresses. We may change the number of free questions.',
    ],
  },
  {
    id: 'ai-guidance',
    title: 'The AI assistant’s guidance',
    body: [
      'The assistant writes step-by-step guides, tool and material lists, cost, time and difficulty estimates and shopping suggestions. Its replies are generated automatically and are for general information only. They are not professional advice, and they can be wrong, incomplete or out of date. The assistant cannot see your home; it knows only what you tell it and show it.',
      'You are responsible for your project: for deciding whether to take it on, for working safely, for following the building codes and manufacturer instructions that apply where you live, and for getting any permits and inspections that are required.',
      'Hire a licensed professional for work that can seriously hurt people or damage property if it goes wrong, including:',
      {
        list: [
          'gas lines and gas appliances, or anything that might leak gas;',
          'electrical panels, service upgrades, new circuits and any wiring you cannot fully switch off;',
          'structural work such as load-bearing walls, beams, foundations and roof framing;',
          'roof work and other work at height;',
          'asbestos, lead paint, mold and other hazardous materials;',
          'any work that the rules where you live reserve for licensed trades.',
        ],
      },
      'If the guidance disagrees with a product’s instructions, a building code or a professional’s advice, follow the instructions, the code or the professional. If something seems unsafe, stop and get help.',
      'Costs, prices and times are rough estimates; check them with suppliers before you buy. Product suggestions are not endorsements.',
    ],
  },
  {
    id: 'user-content',
    title: 'Your content and uploads',
    body: [
      'You own what you write and upload: your messages, photos, sketches and documents ("your content").',
      'You give Fixwise a worldwide, non-exclusive, royalty-free license to store, copy, process and display your content only as needed to run Fixwise for you. For example, we save it in your projects, send your messages and images to the AI provider that generates replies, and make resized copies of images. The license ends when you delete the content or your account, apart from copies in backups that expire on their own schedule.',
      'Only upload content you have the right to share, and leave out other people’s personal information. We strip location data from image files, but not what is visible in the picture itself, such as house numbers, documents or faces.',
      'We may remove content that breaks these terms.',
    ],
  },
  {
    id: 'professional-applications',
    title: 'Virtual Pro applications',
    body: [
      'Tradespeople can apply to become Virtual Pro consultants who give paid guidance to Fixwise users. Applying is free. An application does not create employment, a partnership or any other contract, and it does not guarantee acceptance or work.',
      'Give true information about who you are and about your trade, licenses and experience. We may check what you tell us, and we may decline any application.',
      'If we accept you, a separate agreement will cover how you work with Fixwise and how you are paid. These terms still apply to your use of the website. The Privacy Policy explains how we handle the details in your application.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: [
      'Do not use Fixwise to:',
      {
        list: [
          'break the law or help someone else break it;',
          'seek or share instructions meant to hurt people or damage property;',
          'upload content that is illegal, hateful, harassing or sexually explicit, or that infringes someone else’s rights;',
          'upload malware, or try to get into accounts, data or systems that are not yours;',
          'overload, scrape or probe Fixwise, or get around its rate limits, guest limit or security measures;',
          'copy, resell or collect Fixwise content or the assistant’s replies in bulk or by automated means;',
          'pretend to be someone else or misrepresent your qualifications.',
        ],
      },
    ],
  },
  {
    id: 'third-party-content',
    title: 'Third-party content and links',
    body: [
      'The inspiration feed shows posts, videos and pictures from Reddit, YouTube, Unsplash and Pinterest. That content belongs to its creators and reaches Fixwise through those services under their own terms. We show titles, previews and links, and send you to the original to see more.',
      'We do not check or endorse third-party content, projects or products, and we are not responsible for them or for other websites we link to. An idea in the feed may be unsafe or break the rules where you live, so treat it with the same care as the assistant’s guidance.',
      'If you believe content shown on Fixwise infringes your rights, contact us and we will look into it. When the content comes from another service, we will also point you to that service’s own process.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: [
      'Fixwise’s software, design, name, logo, guides and other content we create belong to Fixwise or its licensors and are protected by law. We give you a personal, non-transferable, revocable right to use Fixwise as these terms allow. You may print or save guides for your own projects.',
      'You may use the assistant’s replies to you for any lawful purpose. Other people may receive similar replies, so you do not get exclusive rights in them.',
      'If you send us feedback or ideas, we may use them without owing you anything.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      'Fixwise is provided "as is" and "as available". To the fullest extent the law allows, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, title, non-infringement and accuracy. We do not promise that Fixwise will be uninterrupted, error-free or secure, or that its guidance, estimates or content will be correct or suitable for your home.',
      'Some areas, such as the Library and Pro Connect screens, currently show sample content to preview planned features. The professionals, prices and availability shown there are examples, not offers.',
      'Some places do not allow certain warranties to be excluded, so parts of this section may not apply to you.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: [
      'To the fullest extent the law allows, Fixwise and its owners, employees and partners are not liable for indirect, incidental, special, consequential or punitive damages; for lost profits, data or goodwill; or for injury or property damage arising from a project you choose to carry out, even if we were told such damage was possible.',
      'Our total liability for all claims relating to Fixwise is limited to the greater of the amount you paid Fixwise in the 12 months before the claim arose, or 100 US dollars.',
      'These limits do not apply where the law does not allow them, including liability for fraud, gross negligence or willful misconduct.',
    ],
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: [
      'If someone makes a claim against Fixwise because of your content, your misuse of Fixwise, your breach of these terms, or work you carried out or had carried out on a property, you agree to defend Fixwise and to cover the resulting losses and reasonable legal costs, to the extent the law allows. We will tell you about the claim and may choose to lead the defense ourselves.',
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: [
      'You can stop using Fixwise at any time and delete your account from your account settings.',
      'We may suspend or close your account, or remove content, if you break these terms, if the law requires it, or to protect other users or Fixwise. Where it is reasonable, we will tell you why and give you a chance to save your projects first.',
      'The sections on intellectual property, disclaimers, limitation of liability, indemnity and governing law and disputes continue to apply after your account ends.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to Fixwise and these terms',
    body: [
      'Fixwise is still growing. We may add, change or remove features, including the number of free guest questions.',
      'We may update these terms. When we do, we change the effective date at the top of the page, and for significant changes we tell signed-in users by e-mail or with a notice in the app before the changes take effect. If you keep using Fixwise after that, the new terms apply to you. If you do not agree with them, stop using Fixwise and delete your account.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: [
      'These terms are governed by the laws of the State of Florida, USA, without regard to its conflict-of-law rules, and by applicable US federal law, including the Federal Arbitration Act.',
      'Please contact us first: most problems can be solved informally. If we cannot resolve a dispute within 60 days, you and Fixwise agree to settle it by binding arbitration instead of in court. Either of us may instead take an individual claim to small claims court in Palm Beach County, Florida, if the claim qualifies.',
      'The arbitration will be run by the American Arbitration Association under its Consumer Arbitration Rules, before a single arbitrator, and held in Palm Beach County, Florida, or by phone or video if we both agree. The arbitrator may award the same individual relief a court could.',
      'Disputes are resolved individually, not as part of a class, collective or representative action, and you and Fixwise each give up the right to a jury trial.',
      'If the agreement to arbitrate does not apply to a claim or cannot be enforced for it, that claim must be brought in the state or federal courts located in Palm Beach County, Florida.',
    ],
  },
  {
    id: 'general',
    title: 'General',
    body: [
      'These terms and the Privacy Policy are the whole agreement between you and Fixwise about using Fixwise. If a court or arbitrator finds part of them unenforceable, the rest still applies. If we do not enforce a term straight away, we have not given up the right to enforce it later. You may not transfer your rights under these terms; we may transfer ours to a company that takes over Fixwise.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: [
      `Questions about these terms, and legal notices to Fixwise, go to ${LEGAL_CONTACT_EMAIL}.`,
    ],
  },
];
