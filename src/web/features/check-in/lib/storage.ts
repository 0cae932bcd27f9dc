import type { CheckInTicketsResponse } from "#domain/schemas/check-in";
import type { OwnAdmission } from "./verdict";

/** The event and gate a device scans for, remembered between visits. */
export interface DoorSetup {
  eventId: string;
  /** Shown while offline, when the events cannot be listed. */
  eventTitle: string;
  gate: string;
}

/** A scan kept until the server has answered it. */
export interface PendingScan {
  event: string;
  gate: string;
  token: string;
  at: string;
  nonce: string;
}

const KEYS = {
  device: "checkIn.device",
  setup: "checkIn.setup",
  queue: "checkIn.queue",
  tickets: (eventId: string) => `checkIn.tickets.${eventId}`,
  own: (eventId: string) => `checkIn.own.${eventId}`,
};

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/** False when the value could not be kept (storage full or unavailable). */
function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** 16 random bytes as hex: unguessable, and available outside secure contexts too. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** This device's own id, made once and kept: the server tells devices apart by it. */
export function deviceId(): string {
  const stored = read<string>(KEYS.device);
  if (typeof stored === "string" && stored.length >= 8) return stored;
  const made = randomId();
  write(KEYS.device, made);
  return made;
}

export function readSetup(): DoorSetup | null {
  const setup = read<DoorSetup>(KEYS.setup);
  return setup && typeof setup.eventId === "string" && typeof setup.gate === "string" ? setup : null;
}

export function writeSetup(setup: DoorSetup): void {
  write(KEYS.setup, setup);
}

export function readTickets(eventId: string): CheckInTicketsResponse | null {
  return read<CheckInTicketsResponse>(KEYS.tickets(eventId));
}

export function writeTickets(eventId: string, data: CheckInTicketsResponse): boolean {
  return write(KEYS.tickets(eventId), data);
}

export function readOwn(eventId: string): OwnAdmission[] {
  return read<OwnAdmission[]>(KEYS.own(eventId)) ?? [];
}

export function writeOwn(eventId: string, own: OwnAdmission[]): boolean {
  return write(KEYS.own(eventId), own);
}

export function readQueue(): PendingScan[] {
  return read<PendingScan[]>(KEYS.queue) ?? [];
}

export function writeQueue(queue: PendingScan[]): boolean {
  return write(KEYS.queue, queue);
}
