/** The account mails the sign-in machinery sends, in the site's mail family. */
export { type AccountMailInput, type AccountMailKind, accountMail } from "./account.mail";
