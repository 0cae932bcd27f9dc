import { Loader2, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import type { SalesOrder } from "#domain/schemas/money";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/input";
import { toastError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useRefundOrder } from "../api/money";

/** Seats of an order that still admit someone, so can still be given back. */
export function refundableSeats(order: SalesOrder) {
  return order.seats.filter((seat) => seat.status === "sold" || seat.status === "complimentary");
}

interface RefundOrderDialogProps {
  order: SalesOrder | null;
  onOpenChange(open: boolean): void;
}

/** Admins give back an order: all its remaining seats by default, or the ones they keep ticked. */
export function RefundOrderDialog({ order, onOpenChange }: RefundOrderDialogProps) {
  const refund = useRefundOrder();
  return (
    <Dialog open={order !== null} onOpenChange={(next) => !refund.isPending && onOpenChange(next)}>
      <DialogContent>
        {order && <RefundForm key={order.id} order={order} refund={refund} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({
  order,
  refund,
  onDone,
}: {
  order: SalesOrder;
  refund: ReturnType<typeof useRefundOrder>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const id = useId();
  const seats = refundableSeats(order);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(seats.map((s) => s.id)));
  const [error, setError] = useState(false);
  const amount = seats.filter((s) => chosen.has(s.id)).reduce((sum, s) => sum + s.priceCents, 0);
  const complimentary = order.status === "complimentary";

  function toggle(seatId: string, on: boolean) {
    setError(false);
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(seatId);
      else next.delete(seatId);
      return next;
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (chosen.size === 0) {
      setError(true);
      return;
    }
    const whole = chosen.size === seats.length;
    refund.mutate(
      { orderId: order.id, ...(whole ? {} : { seatIds: [...chosen] }) },
      {
        onSuccess: (done) => {
          if (done.refundMade) {
            toast.success(t("manage.money.refund.doneTitle"), {
              description: t("manage.money.refund.done", { amount: format.money(done.amountCents) }),
            });
          } else {
            toast.warning(t("manage.money.refund.pendingTitle"), {
              description: t("manage.money.refund.pending", { amount: format.money(done.amountCents) }),
            });
          }
          onDone();
        },
        onError: (failure) => toastError(t, failure),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("manage.money.refund.title")}</DialogTitle>
        <DialogDescription>{t("manage.money.refund.description")}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        <span className="font-medium">{order.buyerName}</span>{" "}
        <span className="break-all text-muted-foreground">{order.buyerEmail}</span>
      </p>
      {seats.length === 0 ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {t("manage.money.refund.nothingLeft")}
        </p>
      ) : (
        <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t("manage.money.refund.seatsLegend")}</legend>
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${id}-all`}
              checked={chosen.size === seats.length ? true : chosen.size === 0 ? false : "indeterminate"}
              onCheckedChange={(on) => {
                setError(false);
                setChosen(on === true ? new Set(seats.map((s) => s.id)) : new Set());
              }}
            />
            <Label htmlFor={`${id}-all`} className="font-normal">
              {t("manage.money.refund.all")}
            </Label>
          </div>
          <ul className="grid gap-2 border-t border-border pt-2">
            {seats.map((seat, index) => (
              <li key={seat.id} className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-seat-${index}`}
                  checked={chosen.has(seat.id)}
                  onCheckedChange={(on) => toggle(seat.id, on === true)}
                />
                <Label htmlFor={`${id}-seat-${index}`} className="font-normal">
                  {t("manage.money.refund.seatOption", {
                    seat: t("tickets.cart.seat", {
                      section: sectionName(seat.section),
                      row: seat.row,
                      seat: seat.seat,
                    }),
                    price: complimentary ? t("manage.money.orderStatus.complimentary") : format.money(seat.priceCents),
                  })}
                </Label>
              </li>
            ))}
          </ul>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {t("manage.money.refund.noSeats")}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={refund.isPending}>
          {t("manage.money.refund.cancel")}
        </Button>
        {seats.length > 0 && (
          <Button type="submit" variant="destructive" disabled={refund.isPending}>
            {refund.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
            {refund.isPending
              ? t("manage.money.refund.working")
              : complimentary
                ? t("manage.money.refund.confirmFree")
                : t("manage.money.refund.confirm", { amount: format.money(amount) })}
          </Button>
        )}
      </div>
    </form>
  );
}
