/** Visitor feedback: the dialog the footer opens. */
export { FeedbackDialog } from "./feedback-dialog";
