import { useMutation } from "@tanstack/react-query";
import type { FormEvent, RefObject } from "react";
import { type FeedbackInput, type FeedbackReceived, feedbackSchema } from "#domain/schemas/feedback";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { api } from "#web/lib/api";
import { useZodForm } from "#web/lib/form";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

/**
 * The Feedback dialog the footer's button opens (the button is the shell's, so the dialog's code
 * loads only when asked for); closed, it puts the keyboard back on that button. Anyone may send
 * feedback.
 */
export function FeedbackDialog({
  open,
  setOpen,
  opener,
}: {
  open: boolean;
  setOpen(open: boolean): void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(feedbackSchema, { email: "", feedback: "" });
  const send = useMutation({
    mutationFn: (input: FeedbackInput) => api<FeedbackReceived>("/api/feedback", { method: "POST", json: input }),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.values.email.trim() || !form.values.feedback.trim()) {
      toast.error(t("feedback.errorTitle"), { description: t("feedback.missingFields") });
      return;
    }
    const input = await form.validate();
    if (!input) return;
    try {
      await send.mutateAsync(input);
      toast.success(t("feedback.successTitle"), { description: t("feedback.success") });
      form.reset();
      setOpen(false);
    } catch {
      toast.error(t("feedback.errorTitle"), { description: t("feedback.error") });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("feedback.title")}</DialogTitle>
          <DialogDescription>{t("feedback.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            label={t("feedback.email")}
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(e) => form.set("email", e.target.value)}
            error={form.message("email")}
          />
          <TextAreaField
            label={t("feedback.feedback")}
            required
            rows={5}
            value={form.values.feedback}
            onChange={(e) => form.set("feedback", e.target.value)}
            error={form.message("feedback")}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("feedback.cancel")}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t("feedback.submitting") : t("feedback.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
