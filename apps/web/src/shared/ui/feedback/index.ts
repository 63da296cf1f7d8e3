export { type Feedback, useFeedback } from './feedback';
export { FeedbackProvider } from './feedback-provider';
