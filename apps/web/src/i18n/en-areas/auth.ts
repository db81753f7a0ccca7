/**
 * The English texts only the account-security screens use (/change-password, /two-factor in features/auth):
 * added when one of them loads (features/auth/english.ts), not with the login page. ../en.ts joins every part
 * into the catalogue.
 */
export const enAuth = {
  account: {
    password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      newHint: 'At least {{n}} characters',
      again: 'New password again',
      change: 'Change password',
      notSame: 'The two new passwords are not the same',
      everywhereAbout: 'Lost a phone or signed in on a shared computer? Sign out on every device; your password stays.',
      signOutEverywhere: 'Sign out everywhere',
      confirmSignOutEverywhere: 'Sign out on every device, this one too?',
    },
    twoFactor: {
      title: 'Two-factor sign-in',
      about: 'After your password, signing in will also ask for a 6-digit code from an authenticator app on your phone.',
      setUp: 'Set up two-factor sign-in',
      scan: 'Scan the QR code with an authenticator app (or type the secret into it).',
      enterCode: 'Enter the 6-digit code the app shows.',
      qrAlt: 'QR code of the two-factor secret',
      secret: 'Secret:',
      code: 'Code from the app',
      turnOn: 'Turn on',
      recoveryCodes: 'Recovery codes',
      continue: 'Continue',
    },
  },
};
