// Texts one page leaves for the sign-in page (through the router's location state).
export const EMAIL_VERIFIED_NOTICE = 'Your email is verified. Sign in to set up your institution.';
export const PASSWORD_RESET_NOTICE = 'Your password was reset. Sign in with your new password.';
