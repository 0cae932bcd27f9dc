import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { Role } from "#domain/permissions";
import type { OrderChannel, PaymentMethod } from "#domain/schemas/window";
import type { AccessMark } from "#domain/seating/accessible";

/**
 * Table types. Timestamps of our own tables are ISO-8601 UTC strings in both dialects
 * (docs/decisions/001-database.md); money is integer cents. The auth tables (profiles,
 * sessions, accounts, verifications) belong to better-auth, which stores dates and booleans
 * natively per dialect.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** An AuthBool with a default: optional on insert. */
type AuthBoolDefault = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string;
  email_verified: AuthBool;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  /** An authenticator app is set up (better-auth's two-factor plugin). */
  two_factor_enabled: AuthBoolDefault;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  /** Opened or confirmed with a second factor (an app's code, a recovery code or a passkey). */
  second_factor: AuthBoolDefault;
}

/** better-auth's two-factor model: the authenticator app's secret and the recovery codes, encrypted. */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: AuthBool;
  failed_verification_count: Generated<number>;
  locked_until: AuthDate | null;
}

/** better-auth's passkey model: a registered passkey's public key and signature counter. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string | null;
  public_key: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: AuthBool;
  transports: string | null;
  aaguid: string | null;
  created_at: AuthDate | null;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: string;
}

export type ApprovalStatus = "pending" | "approved" | "rejected";

export interface EventsTable {
  id: string;
  /** The English title and description (always written). */
  title: string;
  description: string;
  /** The Spanish ones; null until written, and Spanish pages show the English meanwhile. */
  title_es: string | null;
  description_es: string | null;
  /** The start, as an ISO-8601 UTC instant. */
  event_date: string;
  venue: string;
  image_url: string | null;
  layout: string;
  rental_hours: number | null;
  created_by: string | null;
  approval_status: ApprovalStatus;
  approved_by: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set when the event was cancelled: it stays, with its orders, refunds and reason. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  /** Seats one account may hold or buy for this event; null for the site's default. */
  max_seats_per_account: number | null;
  /** 1: the venue checks photo ID at this event's door, so the scanner is given holders' names. */
  id_checks: Generated<number>;
  /** Wheelchair spaces (each with its companion seats) one account may hold or buy; null: the default. */
  max_accessible_spaces_per_account: number | null;
  // The on-sale queue (features/onsale): settings admins set, then progress changed only under
  // the queue's lock.
  /** When the sale starts; null: no queue. */
  on_sale_at: string | null;
  /** Admissions a minute; null for the default. */
  queue_admit_per_minute: number | null;
  /** Most admitted shoppers at once; null for the default. */
  queue_max_active: number | null;
  /** 1 while an admin has paused admissions. */
  queue_paused: Generated<number>;
  /** When the pre-queue was drawn (once). */
  queue_drawn_at: string | null;
  /** The last place in line given. */
  queue_last_line: Generated<number>;
  /** Every place up to this one has been admitted. */
  queue_admitted_line: Generated<number>;
  /** Admissions built up and not yet granted (fractional). */
  queue_admit_credit: Generated<number>;
  /** When the last admission step ran. */
  queue_step_at: string | null;
}

export interface SeatsTable {
  /** `{eventId}:{sectionKey}:{row}:{seat}`. */
  id: string;
  event_id: string;
  section: string;
  row_number: number;
  seat_number: number;
  price_cents: number;
  /** A wheelchair space or a companion seat; null for an ordinary seat. */
  access: ColumnType<AccessMark | null, AccessMark | null | undefined, AccessMark | null>;
}

/** A section of an event whose unsold wheelchair spaces and companion seats are released to everyone. */
export interface AccessibleReleasesTable {
  event_id: string;
  section: string;
  released_by: string | null;
  released_at: string;
}

export type OrderKind = "tickets" | "venue_rental";
export type { OrderChannel, PaymentMethod };
export type OrderStatus = "held" | "paid" | "complimentary" | "expired" | "cancelled" | "refunded";

export interface OrdersTable {
  id: string;
  user_id: string;
  event_id: string | null;
  kind: OrderKind;
  status: OrderStatus;
  total_cents: number;
  currency: string;
  provider: string | null;
  provider_ref: string | null;
  /** JSON text: what a venue-rental order creates once paid, or other order details. */
  details: string | null;
  /** Why a paid venue rental's event could not be created (an admin acts on it); else null. */
  fulfilment_error?: string | null;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** What has been given back so far; the order is `refunded` once it equals the total. */
  refunded_cents: Generated<number>;
  /** The provider's checkout (a Stripe Checkout Session) opened for this order, before any payment. */
  checkout_ref: string | null;
  /** Where the order was made: online, at the venue's window, or given by an admin. */
  channel: Generated<OrderChannel>;
  /** The staff member who sold a window order; null online. */
  operator_id: string | null;
  /** How it was paid; null while unpaid. */
  payment_method: PaymentMethod | null;
  /** The venue card terminal's reference of a window card sale. */
  payment_reference: string | null;
  /** A keyed hash of the network a buyer's hold came from (fair-play limits); null otherwise. */
  network: string | null;
}

/** A seat's claim. Only `held`, `completed` and `complimentary` rows hold the seat. */
export type BookingStatus = "held" | "completed" | "complimentary" | "released" | "refunded" | "void";

export interface BookingsTable {
  id: string;
  order_id: string;
  user_id: string;
  seat_id: string;
  event_id: string;
  total_amount_cents: number;
  payment_status: BookingStatus;
  user_email: string;
  user_name: string;
  booking_date: string;
  /** Grows when the ticket is transferred or re-issued: codes of earlier versions admit nobody. */
  ticket_version: Generated<number>;
  /** The address a ticket was transferred to while it has no account; cleared when claimed. */
  transfer_to: string | null;
  // The seat's price line as charged (domain/pricing.ts); `total_amount_cents` is its total.
  list_cents: Generated<number>;
  discount_cents: Generated<number>;
  fee_cents: Generated<number>;
  tax_cents: Generated<number>;
}

export interface TicketTransfersTable {
  id: string;
  booking_id: string;
  from_user_id: string;
  from_email: string;
  to_email: string;
  /** The recipient's account: at once when it exists, else when they sign in with the address. */
  to_user_id: string | null;
  from_version: number;
  to_version: number;
  created_at: string;
  claimed_at: string | null;
}

export interface TicketScansTable {
  id: Generated<number>;
  event_id: string;
  /** The scanner's random id of the scan: unique per event. */
  nonce: string;
  device: string;
  gate: string;
  booking_id: string | null;
  outcome: "admitted" | "already_admitted" | "invalid";
  /** The answer given, as JSON: a re-upload of the scan gets it again. */
  result: string;
  /** The device's clock when it scanned. */
  scanned_at: string;
  recorded_at: string;
  recorded_by: string;
}

export interface TicketCheckinsTable {
  booking_id: string;
  event_id: string;
  gate: string;
  device: string;
  scanned_at: string;
  recorded_at: string;
}

/** A device that holds a ticket's Apple Wallet pass (the serial is the booking's id). */
export interface WalletRegistrationsTable {
  device_id: string;
  pass_type_id: string;
  serial_number: string;
  /** What Apple's push service knows the device by. */
  push_token: string;
  created_at: string;
}

export interface TourBookingsTable {
  id: string;
  user_id: string;
  user_email: string;
  user_name: string;
  /** Local venue date, yyyy-MM-dd. */
  tour_date: string;
  status: "confirmed" | "cancelled";
  created_at: string;
}

export interface FeedbackTable {
  id: string;
  email: string;
  feedback: string;
  created_at: string;
}

export interface InquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string | null;
  event_type: string;
  event_date: string | null;
  expected_attendees: number | null;
  event_description: string | null;
  additional_services: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  name: string;
  email: string;
  interests: string | null;
  unsubscribe_token: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  language: Generated<"en" | "es">;
  /** When the address confirmed the sign-up (double opt-in); null: waiting for the mailed link. */
  confirmed_at: string | null;
  /** The secret of the confirmation link; null once confirmed. */
  confirm_token: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON text: [{ filename, contentType, content (base64) }]. */
  attachments: string | null;
  status: "queued" | "sent" | "failed" | "logged";
  /**
   * An owed mail's kind (`order-confirmation`, ...), rendered by the delivery worker from
   * `payload` (JSON); its address, subject and bodies are empty until then. Null for a mail
   * written whole.
   */
  kind: string | null;
  payload: string | null;
  /** JSON text: extra headers of the mail (a newsletter's List-Unsubscribe), or null. */
  headers: string | null;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  /** When the worker may try (again); null means at once. */
  next_attempt_at: string | null;
  last_error: string | null;
  /** The request or background job the mail was written for (`X-Request-Id`); null before 0023. */
  request_id: string | null;
}

/**
 * A movement of money, or `admission`: a ticket the door admitted before its refund reached it,
 * flagged for an admin (one per ticket; it moves no money).
 */
export type LedgerKind = "charge" | "refund" | "reversal" | "dispute" | "admission";
/**
 * `applied`: the movement is reflected in its order. `flagged`: money that could not be applied
 * (a lapsed hold, an order already paid, a wrong amount) waiting for an admin. `pending`: a refund
 * owed that the provider cannot make on its own (PayPal), waiting for an admin to make it.
 * `settled`: a flagged or pending row an admin (or an automatic refund) has dealt with.
 */
export type LedgerState = "applied" | "flagged" | "pending" | "settled";

/** Every movement of money, append-only: rows are never deleted and amounts never change. */
export interface PaymentLedgerTable {
  id: Generated<number>;
  order_id: string | null;
  provider: string;
  kind: LedgerKind;
  provider_ref: string;
  amount_cents: number;
  currency: string;
  state: LedgerState;
  /** Why a row is flagged or pending (`hold_lapsed`, `already_paid`, `amount_mismatch`, ...). */
  reason: string | null;
  created_at: string;
  settled_at: string | null;
  settled_by: string | null;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** A server instance sharing the database, as it last announced itself (platform/instances.ts). */
export interface InstancesTable {
  id: string;
  host: string;
  pid: number;
  started_at: string;
  /** Epoch ms of its last announcement: live while recent. */
  seen_at: number;
  /** Where it keeps uploads: `s3:<endpoint>/<bucket>` or `local:<id of the media folder>`. */
  media_store: string;
  /** A digest of its session-signing secret. */
  auth_check: string;
  /** The instance's public ticket key; null in rows of instances that did not announce one. */
  ticket_key: string | null;
}

/** A visitor's place in an event's on-sale queue: one per account and event. */
export interface QueueEntriesTable {
  /** Arrival order, given by the database. */
  seq: Generated<number>;
  event_id: string;
  user_id: string;
  /** A keyed hash of the visitor's network address: one place per address too. */
  address_hash: string;
  /** 1 when joined before the on-sale time (drawn at random then). */
  pre_queue: number;
  /** The place: the drawn position for the pre-queue (null until the draw), else the next one. */
  line: number | null;
  joined_at: string;
  admitted_at: string | null;
  admission_expires_at: string | null;
  /** Set when the visitor's order for the event completed: the admission is used up. */
  ended_at: string | null;
}

/** One account's place on a sold-out event's waitlist (see migration 0013). */
export interface WaitlistEntriesTable {
  /** Arrival order, given by the database. */
  id: Generated<number>;
  event_id: string;
  user_id: string;
  count: number;
  /** The highest price per seat the person takes; null: any. */
  max_price_cents: number | null;
  language: "en" | "es";
  status: WaitlistStatus;
  /** The held order of the current or last offer. */
  offer_order_id: string | null;
  offered_at: string | null;
  created_at: string;
  updated_at: string;
}

export type WaitlistStatus = "waiting" | "offered" | "bought" | "left" | "expired";

/** A proof-of-work challenge already used to join a queue, kept until it expires. */
export interface QueueChallengesTable {
  signature: string;
  expires_at: string;
}

export interface EventChangesTable {
  id: string;
  event_id: string;
  requested_by: string | null;
  /** JSON text: the event form as the manager submitted it. */
  changes: string;
  status: "pending" | "approved" | "rejected" | "withdrawn";
  /** What the change costs more (positive) or less (negative) than the rental paid. */
  price_delta_cents: number;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface MediaTable {
  id: string;
  owner_id: string;
  storage_key: string;
  content_type: string;
  width: number;
  bytes: number;
  created_at: string;
}

export type SaleCodeKind = "presale" | "promo";

/** An event's presale or promo code (features/sale-codes). */
export interface SaleCodesTable {
  id: string;
  event_id: string;
  /** Upper case, as buyers' entries are compared. */
  code: string;
  kind: SaleCodeKind;
  /** A promo code's discount per ticket: a percentage (`discount_value` in ppm) or an amount in cents. */
  discount_kind: "percent" | "amount" | null;
  discount_value: number;
  /** JSON array of section keys the code is for; null: every section. */
  sections: string | null;
  max_uses: number | null;
  max_per_account: number | null;
  starts_at: string | null;
  ends_at: string | null;
  created_by: string | null;
  created_at: string;
  disabled_at: string | null;
}

/** One order that used a code; a use counts while its order holds or bought seats. */
export interface SaleCodeUsesTable {
  order_id: string;
  code_id: string;
  user_id: string;
  created_at: string;
}

/** A seat held back from sale by the venue (production, sponsors, cameras). */
export interface HouseSeatsTable {
  seat_id: string;
  event_id: string;
  reason: string;
  created_by: string | null;
  created_at: string;
}

export interface DB {
  profiles: ProfilesTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
  passkeys: PasskeysTable;
  user_roles: UserRolesTable;
  events: EventsTable;
  seats: SeatsTable;
  orders: OrdersTable;
  bookings: BookingsTable;
  tour_bookings: TourBookingsTable;
  feedback: FeedbackTable;
  inquiries: InquiriesTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  mail_outbox: MailOutboxTable;
  media: MediaTable;
  payment_ledger: PaymentLedgerTable;
  rate_limit_hits: RateLimitHitsTable;
  instances: InstancesTable;
  event_changes: EventChangesTable;
  queue_entries: QueueEntriesTable;
  queue_challenges: QueueChallengesTable;
  ticket_transfers: TicketTransfersTable;
  ticket_scans: TicketScansTable;
  ticket_checkins: TicketCheckinsTable;
  wallet_registrations: WalletRegistrationsTable;
  waitlist_entries: WaitlistEntriesTable;
  accessible_releases: AccessibleReleasesTable;
  sale_codes: SaleCodesTable;
  sale_code_uses: SaleCodeUsesTable;
  house_seats: HouseSeatsTable;
}

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
