/** Auth: who is signed in and what they may do, the sign-in dialog, and the site's configuration. */

export { AuthDialogProvider, useAuthDialog } from "./auth-dialog-context";
export { LazyAuthDialog as AuthDialog } from "./lazy-auth-dialog";
export { meQuery, useSession } from "./session";
export { type SiteConfig, siteConfigQuery, useSiteConfig } from "./site-config";
export { useSignOut } from "./use-sign-out";
