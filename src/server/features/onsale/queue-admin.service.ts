import { isQueueActive } from "#domain/onsale/queue";
import type { QueueSettingsInput, QueueStats } from "#domain/schemas/onsale";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countActiveShoppers,
  countAdmitted,
  countEntries,
  findQueueEvent,
  lockQueue,
  saveSettings,
} from "./onsale.repository";
import { MINUTE_MS, type QueueDeps, type QueueViews } from "./queue-views";

/** The admins' side of one app instance's waiting room: an event's queue figures and settings. */
export class QueueAdmin {
  constructor(
    private readonly deps: QueueDeps,
    private readonly views: QueueViews,
    /** Forgets what this instance knows of an event's queue, after a change made here. */
    private readonly invalidate: (eventId: string) => void,
  ) {}

  async stats(input: { eventId: string; now: Date }): Promise<QueueStats> {
    const { db } = this.deps;
    const view = await this.views.view(input.eventId, input.now, { fresh: true });
    if (!view) throw new AppError("not_found");
    const at = nowIso(input.now);
    const [entries, admitted, activeShoppers] = await Promise.all([
      countEntries(db, input.eventId, nowIso(new Date(input.now.getTime() - MINUTE_MS))),
      countAdmitted(db, input.eventId),
      countActiveShoppers(db, input.eventId, at),
    ]);
    return {
      eventId: input.eventId,
      settings: view.settings,
      active: isQueueActive({ onSaleAt: view.settings.onSaleAt, eventOpen: view.eventOpen, now: input.now.getTime() }),
      waiting: entries.waiting,
      preQueue: entries.preQueue,
      admitted,
      activeShoppers,
      admittedLastMinute: entries.admittedLastMinute,
      soldOut: view.soldOut,
    };
  }

  /**
   * Changes an event's queue settings, under the queue's lock so an admission step never runs on
   * half of them: a pause takes effect before the next step. The on-sale time must come before
   * the event; null turns the queue off (places are kept).
   */
  async updateSettings(input: { eventId: string; settings: QueueSettingsInput; now: Date }): Promise<QueueStats> {
    const { db } = this.deps;
    const event = await findQueueEvent(db, input.eventId);
    if (!event) throw new AppError("not_found");
    const { onSaleAt, admitPerMinute, maxActive, paused } = input.settings;
    const normalized = onSaleAt ? new Date(onSaleAt).toISOString() : onSaleAt;
    if (normalized && normalized >= event.event_date) {
      throw new AppError("validation_failed", undefined, { onSaleAt: "validation.invalidDate" });
    }
    await db.transaction().execute(async (trx) => {
      await lockQueue(trx, input.eventId);
      await saveSettings(trx, input.eventId, {
        ...(normalized !== undefined ? { on_sale_at: normalized } : {}),
        ...(admitPerMinute !== undefined ? { queue_admit_per_minute: admitPerMinute } : {}),
        ...(maxActive !== undefined ? { queue_max_active: maxActive } : {}),
        ...(paused !== undefined ? { queue_paused: paused ? 1 : 0 } : {}),
      });
    });
    this.invalidate(input.eventId);
    this.deps.announce?.(input.eventId, "settings");
    return this.stats(input);
  }
}
