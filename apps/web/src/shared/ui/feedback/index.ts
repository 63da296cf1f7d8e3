export { type Feedback, type NotificationArgs, type ToastKind, useFeedback } from './feedback';
export { FeedbackProvider } from './feedback-provider';
