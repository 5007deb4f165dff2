// Left visibly unfilled on purpose: the operator sets the real address before launch.
export const LEGAL_CONTACT_EMAIL = '[contact e-mail address to be set before launch]';
