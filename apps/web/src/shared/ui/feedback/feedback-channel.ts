import type { Feedback } from './feedback';

type Call = (feedback: Feedback) => void;

export interface FeedbackChannel {
  /** Forwards each call to the real Feedback once `deliver` has been given it; earlier calls wait in order. */
  feedback: Feedback;
  deliver: (real: Feedback) => void;
}

/** `onFirstWaitingCall` runs when a call has to wait, so the real Feedback can be loaded at once. */
export function feedbackChannel(onFirstWaitingCall: () => void): FeedbackChannel {
  let real: Feedback | undefined;
  const waiting: Call[] = [];
  const forward = <K extends keyof Feedback>(kind: K): Feedback[K] =>
    new Proxy({} as Feedback[K], {
      get:
        (_, method: string) =>
        (...args: unknown[]) => {
          const call: Call = (feedback) =>
            (feedback[kind] as unknown as Record<string, (...values: unknown[]) => unknown>)[method]!(
              ...args,
            );
          if (real) return call(real);
          waiting.push(call);
          onFirstWaitingCall();
          return undefined;
        },
    });
  return {
    feedback: { message: forward('message'), notification: forward('notification') },
    deliver: (loaded) => {
      real = loaded;
      for (const call of waiting.splice(0)) call(loaded);
    },
  };
}
