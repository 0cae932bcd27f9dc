import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * Table types. Timestamps of our own tables are ISO-8601 UTC strings in both dialects
 * (docs/decisions/001-database.md); money is integer cents. The auth tables (profiles,
 * sessions, accounts, verifications) belong to better-auth, which stores dates and booleans
 * natively per dialect.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string;
  email_verified: AuthBool;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
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
  role: "admin" | "event_manager";
  created_at: string;
}

export type ApprovalStatus = "pending" | "approved" | "rejected";

export interface EventsTable {
  id: string;
  title: string;
  description: string;
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
}

export interface SeatsTable {
  /** `{eventId}:{sectionKey}:{row}:{seat}`. */
  id: string;
  event_id: string;
  section: string;
  row_number: number;
  seat_number: number;
  price_cents: number;
}

export type OrderKind = "tickets" | "venue_rental";
export type OrderStatus = "held" | "paid" | "complimentary" | "expired" | "cancelled";

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
}

/** A seat's claim. Only `held`, `completed` and `complimentary` rows hold the seat. */
export type BookingStatus = "held" | "completed" | "complimentary" | "released";

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
  created_at: string;
  sent_at: string | null;
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

export interface DB {
  profiles: ProfilesTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
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
}

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
