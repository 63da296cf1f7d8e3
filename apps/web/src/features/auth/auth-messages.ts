import { formatCount, IDENTITY_MESSAGES, type Language } from '@kukur/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api';
import { useErrorText, useLanguage } from '@/shared/i18n';

type ValidationKey =
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'otpRequired'
  | 'otpFormat'
  | 'newPasswordTooShort'
  | 'newPasswordWeak';

/** The client-side checks that mirror the server's (IDENTITY_MESSAGES): the same English text, a catalogue key. */
const MIRRORED: readonly ValidationKey[] = [
  'emailRequired',
  'invalidEmail',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'otpRequired',
  'otpFormat',
  'newPasswordTooShort',
  'newPasswordWeak',
];

/**
 * Every text of the account screens in one language (locales/<lang>/auth.json; the English one is the specs'
 * wording: error catalogue, validation, toasts). A plain function, so the rules can be checked in English.
 */
export function authTexts(t: TFunction<'auth'>, language: Language) {
  const validation = {
    emailRequired: t('validation.emailRequired'),
    invalidEmail: t('validation.invalidEmail'),
    passwordRequired: t('validation.passwordRequired'),
    passwordTooShort: t('validation.passwordTooShort'),
    passwordTooLong: t('validation.passwordTooLong'),
    nameRequired: t('validation.nameRequired'),
    nameTooShort: t('validation.nameTooShort'),
    nameTooLong: t('validation.nameTooLong'),
    codeRequired: t('validation.codeRequired'),
    otpRequired: t('validation.otpRequired'),
    otpFormat: t('validation.otpFormat'),
    newPasswordTooShort: t('validation.newPasswordTooShort'),
    newPasswordWeak: t('validation.newPasswordWeak'),
    confirmPassword: t('validation.confirmPassword'),
    passwordsDiffer: t('validation.passwordsDiffer'),
  };
  return {
    language,
    fields: {
      email: t('fields.email'),
      emailPlaceholder: t('fields.emailPlaceholder'),
      password: t('fields.password'),
      showPassword: t('fields.showPassword'),
      hidePassword: t('fields.hidePassword'),
    },
    validation,
    /**
     * A text of the shared account rules (IDENTITY_MESSAGES, which the server answers with too) in this
     * language; any other text as it is.
     */
    identity: (text: string): string => {
      const key = MIRRORED.find((name) => IDENTITY_MESSAGES[name] === text);
      return key ? validation[key] : text;
    },
    login: {
      title: t('login.title'),
      subtitle: t('login.subtitle'),
      noAccount: t('login.noAccount'),
      signUp: t('login.signUp'),
      passwordPlaceholder: t('login.passwordPlaceholder'),
      forgotPassword: t('login.forgotPassword'),
      submit: t('login.submit'),
      fieldsRequired: t('login.fieldsRequired'),
      invalidCredentials: t('login.invalidCredentials'),
      invalidRequest: t('login.invalidRequest'),
      noResponse: t('login.noResponse'),
      incorrectPassword: t('login.incorrectPassword'),
      failed: t('login.failed'),
      failedTitle: t('login.failedTitle'),
      successTitle: t('login.successTitle'),
      welcomeBack: (name: string) => t('login.welcomeBack', { name }),
      codeLabel: t('login.codeLabel'),
      codePlaceholder: t('login.codePlaceholder'),
      codeResend: t('login.codeResend'),
    },
    google: {
      or: t('google.or'),
      continue: t('google.continue'),
      signingIn: t('google.signingIn'),
      noAccount: t('google.noAccount'),
      loginFailed: t('google.loginFailed'),
      unsuccessful: t('google.unsuccessful'),
      loginSuccessTitle: t('google.loginSuccessTitle'),
      alreadyRegistered: t('google.alreadyRegistered'),
      signupFailed: t('google.signupFailed'),
    },
    signup: {
      title: t('signup.title'),
      subtitle: t('signup.subtitle'),
      haveAccount: t('signup.haveAccount'),
      login: t('signup.login'),
      name: t('signup.name'),
      namePlaceholder: t('signup.namePlaceholder'),
      passwordPlaceholder: t('signup.passwordPlaceholder'),
      marketingOptIn: t('signup.marketingOptIn'),
      submit: t('signup.submit'),
      alreadyRegisteredTitle: t('signup.alreadyRegisteredTitle'),
      failedTitle: t('signup.failedTitle'),
      emailExists: t('signup.emailExists'),
      failed: t('signup.failed'),
      successTitle: t('signup.successTitle'),
      welcome: (shop: string, name: string) => t('signup.welcome', { shop, name }),
    },
    verification: {
      title: t('verification.title'),
      codeLabel: t('verification.codeLabel'),
      codePlaceholder: t('verification.codePlaceholder'),
      submit: t('verification.submit'),
      resend: t('verification.resend'),
      missingDetails: t('verification.missingDetails'),
      backToSignup: t('verification.backToSignup'),
      invalidSession: t('verification.invalidSession'),
      invalidCode: t('verification.invalidCode'),
      expiredCode: t('verification.expiredCode'),
      failed: t('verification.failed'),
      accountCreationFailed: t('verification.accountCreationFailed'),
    },
    code: {
      didNotGetIt: t('code.didNotGetIt'),
      resendIn: (label: string, seconds: number) =>
        t('code.resendIn', { label, seconds: formatCount(seconds, language) }),
      newCodeSent: (email: string) => t('code.newCodeSent', { email }),
      sendFailed: t('code.sendFailed'),
    },
    forgot: {
      title: t('forgot.title'),
      subtitle: t('forgot.subtitle'),
      remembered: t('forgot.remembered'),
      backToLogin: t('forgot.backToLogin'),
      submit: t('forgot.submit'),
      sent: (email: string) => t('forgot.sent', { email }),
    },
    verifyOtp: {
      title: t('verifyOtp.title'),
      missingEmail: t('verifyOtp.missingEmail'),
      goToForgot: t('verifyOtp.goToForgot'),
      label: t('verifyOtp.label'),
      placeholder: t('verifyOtp.placeholder'),
      submit: t('verifyOtp.submit'),
      resend: t('verifyOtp.resend'),
      verified: t('verifyOtp.verified'),
      failed: t('verifyOtp.failed'),
    },
    reset: {
      title: t('reset.title'),
      subtitle: t('reset.subtitle'),
      missingEmail: t('reset.missingEmail'),
      goToForgot: t('reset.goToForgot'),
      newPassword: t('reset.newPassword'),
      newPasswordExtra: t('reset.newPasswordExtra'),
      confirmPassword: t('reset.confirmPassword'),
      submit: t('reset.submit'),
      done: t('reset.done'),
      failed: t('reset.failed'),
    },
    logout: {
      successTitle: t('logout.successTitle'),
      success: t('logout.success'),
    },
    missingAuthData: t('missingAuthData'),
    /**
     * What the server said it did ("OTP sent successfully"...): its own words in English (the spec shows
     * them), the catalogue's in any other language; `fallback` when it said nothing.
     */
    serverSuccess: (message: string | undefined, fallback: string) =>
      language === 'en' ? message || fallback : fallback,
    /**
     * A failed request's text: the server's own message when it sent one (the spec's wording, with details
     * such as how long to wait), else `fallback`. useAuthTexts reads other languages from the catalogues.
     */
    serverError: (error: unknown, fallback: string): string =>
      (error instanceof ApiError && error.serverMessage) || fallback,
  };
}

export type AuthTexts = ReturnType<typeof authTexts>;

/** The account screens' texts in the reader's language. */
export function useAuthTexts(): AuthTexts {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const errorText = useErrorText();
  return useMemo(() => {
    const texts = authTexts(t, language);
    if (language === 'en') return texts;
    return {
      ...texts,
      // The shared account rules' texts from this catalogue; the others by the answer's stable code.
      serverError: (error: unknown, fallback: string) => {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        const own = message ? texts.identity(message) : undefined;
        return own && own !== message ? own : errorText(error, fallback);
      },
    };
  }, [t, language, errorText]);
}
