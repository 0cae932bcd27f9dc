import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";

interface AccessDeniedProps {
  /** The page's own heading for the refusal. */
  title: string;
  /** Why the page is refused, announced as an alert. */
  message: string;
  /**
   * The sign-in, shown only while `signedOut`: a signed-in user lacks the role, and signing in
   * again would not give it.
   */
  signIn?: { signedOut: boolean; label: string; onSignIn: () => void };
  /** The link back to the home page, with this label; no link when absent. */
  backToHome?: string;
}

/** What a staff page shows to someone without its role: the page's own texts, laid out alike on every such page. */
export function AccessDenied({ title, message, signIn, backToHome }: AccessDeniedProps) {
  const offerSignIn = signIn?.signedOut === true;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="text-muted-foreground">
        {message}
      </p>
      {(offerSignIn || backToHome !== undefined) && (
        <div className="flex flex-wrap justify-center gap-2">
          {offerSignIn && <Button onClick={signIn.onSignIn}>{signIn.label}</Button>}
          {backToHome !== undefined && (
            <Button asChild variant="outline">
              <Link to="/">{backToHome}</Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
