/** Who Google says signed in: taken only from a verified ID token or from Google's userinfo endpoint. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`); never reused, unlike the e-mail address. */
  subject: string;
  /** Trimmed and lower-cased. */
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** The OpenID Connect claims an identity is built from, as Google sends them (ID token or userinfo). */
export interface GoogleIdentityClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

/** Builds the identity from Google's claims, or null when the subject or the e-mail address is missing. */
export function googleIdentityFromClaims(claims: GoogleIdentityClaims): GoogleIdentity | null {
  const subject = typeof claims.sub === 'string' ? claims.sub.trim() : '';
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (subject === '' || email === '') return null;
  const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : null;
  return {
    subject,
    email,
    // Older Google endpoints sent the flag as the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name,
  };
}
