import { LEGAL_CONTACT_EMAIL } from './legal-contact';
import type { LegalSection } from './legal-types';

export const PRIVACY_LAST_UPDATED = 'November 21, 2026';

export const privacyIntro = [
  'This policy explains what information Fixwise keeps when you use the website, why we keep it, which outside services may receive some of it, and the choices you have. "Fixwise", "we" and "us" mean the team that runs the Fixwise website and its servers.',
  'The short version: we keep what we need to run your account and your projects, we do not sell personal information, we do not use advertising trackers, and deleting your account deletes your projects and uploads.',
];

export const privacySections: LegalSection[] = [
  {
    id: 'information-we-store',
    title: 'Information we store',
    body: [
      'This is everything Fixwise stores about you, grouped by where it comes from.',
      {
        list: [
          {
            term: 'Account data.',
            text: 'Your name, e-mail address and password when you sign up. The password is stored only as a one-way hash, never in a form anyone can read back. We also keep your sign-in sessions (a session token, when it expires, and the network address and browser it was created from) so you stay signed in. If you add a profile picture or turn on two-factor authentication, we store the picture and the two-factor settings that make it work.',
          },
          {
            term: 'Sign-in with Google or Facebook.',
            text: 'If you choose one of these buttons, that service tells us your name, e-mail address and, where available, your profile picture, and we store a link between your Fixwise account and that account.',
          },
          {
            term: 'Projects.',
            text: 'Each conversation with the assistant is saved as a project: a title taken from your first message, every message you send, every reply you receive, and when each was sent.',
          },
          {
            term: 'Photos and files you upload.',
            text: 'Photos, sketches and documents you attach to a message. Images are re-encoded when they arrive, which strips hidden metadata such as camera details and the GPS location that many phone photos carry. Files are stored under random names.',
          },
          {
            term: 'Guest counters.',
            text: 'If you use Fixwise without an account, your browser keeps a random guest id in its local storage, we set a signed cookie, and our server keeps a daily count of questions per network (IP) address. These exist only to enforce the limit of 3 free questions. We do not keep a history of guest conversations.',
          },
          {
            term: 'Professional applications.',
            text: 'If you apply to become a Virtual Pro, the details you enter in the form: name, e-mail, phone, company, trade, years of experience, business type, motivation, the services you are interested in, how you heard about us and any comments.',
          },
          {
            term: 'Sidebar preference.',
            text: 'A cookie named sidebar:state remembers whether you left the dashboard sidebar open or closed. It lasts 7 days and holds nothing else.',
          },
          {
            term: 'Technical data.',
            text: 'Like every website, our server sees your network address and browser details with each request. We use them for security and rate limits (for example, to slow down repeated failed sign-in attempts) and they may appear in short-lived server logs.',
          },
        ],
      },
      'We do not use advertising cookies, tracking pixels or third-party analytics.',
    ],
  },
  {
    id: 'outside-services',
    title: 'Outside services we use',
    body: [
      'Some features rely on outside services when the people running Fixwise have configured them. When a service is not configured, the feature runs on our own server or is switched off. Each service receives only what its feature needs:',
      {
        list: [
          {
            term: 'AI model providers (OpenAI, Anthropic or an OpenAI-compatible provider).',
            text: 'When one is configured, the messages in your conversation and any images you attach are sent to it to generate the assistant’s replies. The provider handles that data under its own terms and privacy policy. Without a configured provider, replies come from a built-in assistant on our own server and nothing is sent out.',
          },
          {
            term: 'Google and Facebook sign-in.',
            text: 'Used only if you choose those buttons. You sign in on that service’s own page, it tells us who you are, and it learns that you signed in to Fixwise.',
          },
          {
            term: 'Reddit, YouTube, Unsplash and Pinterest.',
            text: 'The inspiration feed sends them the search words and filters you use, from our server, without your name or account. Pictures and videos in the feed may load straight from their servers, which then see your network address as any website you visit would. If you save an idea to a Pinterest board, the details of that pin are sent to Pinterest.',
          },
          {
            term: 'E-mail delivery.',
            text: 'Messages we send you, such as address verification or a password reset, pass through an e-mail delivery service that receives your e-mail address and the message.',
          },
          {
            term: 'File storage.',
            text: 'Uploaded files may be kept with an S3-compatible storage provider instead of on our own disks.',
          },
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: [
      {
        list: [
          'To run Fixwise for you: your account, your saved projects, the assistant’s replies and the inspiration feed.',
          'To keep Fixwise safe and fair: enforcing the free-question limit and rate limits, protecting accounts and stopping abuse.',
          'To send account e-mails such as address verification, password resets and notices about important changes. We do not send marketing e-mail unless you ask for it.',
          'To review Virtual Pro applications and reply to applicants.',
          'To find and fix problems, for example when a reply fails or a page breaks.',
        ],
      },
      'We do not sell personal information, we do not use it for targeted advertising, and we do not use your projects or uploads to train AI models.',
    ],
  },
  {
    id: 'when-we-share',
    title: 'When we share information',
    body: [
      'We share personal information only in these cases:',
      {
        list: [
          'With the outside services listed above, and only what the feature you are using needs.',
          'With companies that host our servers, database and backups. They may use it only to provide that service to us.',
          'When the law requires it, or when it is needed to protect someone’s safety or to defend Fixwise against fraud or abuse.',
          'If Fixwise is reorganized, merged or sold, with the new owner, who must keep honoring this policy.',
        ],
      },
      'Virtual Pro applications are read only by the Fixwise team.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: [
      {
        list: [
          {
            term: 'Account, profile, projects and uploads:',
            text: 'for as long as your account exists, or until you delete them.',
          },
          {
            term: 'Sign-in sessions:',
            text: 'until they expire or you sign out.',
          },
          {
            term: 'Guest counters:',
            text: 'the per-address count covers a single day and old counts are cleared regularly. The guest id stays in your browser until you clear its storage.',
          },
          {
            term: 'Professional applications:',
            text: 'until we have reviewed the application and any working relationship has ended, or sooner if you ask us to delete it.',
          },
          {
            term: 'Server logs:',
            text: 'for a limited time, then deleted.',
          },
        ],
      },
      'We may keep a record for longer only when the law requires it.',
    ],
  },
  {
    id: 'deleting-your-data',
    title: 'Deleting your account and data',
    body: [
      'You can delete any project from your dashboard; its messages go with it. Deleting your account removes your profile, your sign-in sessions, and all of your conversations, messages and uploaded files. This cannot be undone.',
      'Copies in backups, if any, disappear when those backups are replaced on their normal cycle. To have a professional application or any other information about you removed, contact us.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      {
        list: [
          'Passwords are stored only as one-way hashes.',
          'Sign-in cookies cannot be read by the page’s scripts, and connections to Fixwise are encrypted (HTTPS).',
          'Every request for your projects is checked against your account, so other users cannot read or change them.',
          'Uploads are size-limited, checked by their actual content and re-encoded.',
          'Sign-in, sign-up and the assistant are rate limited, and you can turn on two-factor authentication.',
        ],
      },
      'No system is perfectly secure. If a breach affects your information, we will tell you as the law requires.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      'Fixwise is not meant for children. You must be at least 13 years old to use Fixwise, and we do not knowingly collect personal information from anyone under 13. (Our Terms of Use require users to be 18 or older.)',
      'If you believe a child under 13 has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: [
      'You can change your name and profile picture, delete projects and delete your account yourself at any time. You can also clear cookies and local storage in your browser; clearing them resets the guest id, but not the daily count our server keeps.',
      'Depending on where you live, you may also have the right to get a copy of your personal information, to have it corrected or deleted, to object to or limit some uses of it, and not to be treated differently for using these rights. Contact us to use any of them. We will confirm the request comes from you and answer within the time the law allows. You can also complain to your local data-protection authority.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'When we change this policy we update the date at the top of the page. If a change affects how we handle information you have already given us, we will tell signed-in users by e-mail or with a notice in the app before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: [
      `For privacy questions or requests, e-mail ${LEGAL_CONTACT_EMAIL}. Please write from, or mention, the e-mail address of your Fixwise account so we can find it. We will never ask for your password.`,
    ],
  },
];
