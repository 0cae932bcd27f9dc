import { useMutation } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type FeedbackInput, type FeedbackReceived, feedbackSchema } from "#domain/schemas/feedback";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { TextAreaField, TextField } from "#web/components/ui/text-field";
import { api } from "#web/lib/api";
import { useZodForm } from "#web/lib/form";
import { useTranslation } from "#web/lib/translation";

/** The footer's Feedback dialog. Anyone may send feedback. */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
    const input = form.validate();
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
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="border-slate-600 bg-transparent text-slate-100 hover:bg-slate-800"
        >
          <MessageSquare aria-hidden="true" />
          {t("feedback.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
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
