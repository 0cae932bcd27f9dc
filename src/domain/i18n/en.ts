import { assistantEn } from "./assistant/en";
import { coreEn } from "./core/en";
import { doorEn } from "./door/en";
import { findSeatsEn } from "./find-seats/en";
import { legalEn } from "./legal/en";
import { listingsEn } from "./listings/en";
import { manageEn } from "./manage/en";
import { houseSeatsEn, pricingEn } from "./pricing/en";
import { queueEn } from "./queue/en";
import { saleCodesEn } from "./sale-codes/en";
import { salesEn } from "./sales/en";
import { seatLimitsEn } from "./seat-limits/en";
import { securityEn } from "./security/en";
import { servicesEn } from "./services/en";
import { statusEn } from "./status/en";
import { ticketMailEn } from "./ticket-mail/en";
import { ticketsEn } from "./tickets/en";
import { toursEn } from "./tours/en";
import { transferEn } from "./transfer/en";
import { waitingRoomEn } from "./waiting-room/en";
import { waitlistEn } from "./waitlist/en";
import { walletEn } from "./wallet/en";
import { windowEn } from "./window/en";

/** The English catalog. Its shape is the contract every other language must fill. */
export const en = {
  ...coreEn,
  mail: {
    verify: {
      subject: "Confirm your Bridgeland Arena account",
      preheader: "One click and your account is ready.",
      title: "Confirm your email address",
      intro:
        "Thank you for creating a Bridgeland Arena account. Please confirm your email address to start booking tickets and tours.",
      button: "Confirm my email",
      ignore: "If you did not create an account, you can ignore this message.",
      body: "Hello {{name}},\n\nPlease confirm your email address by opening this link:\n{{url}}\n\nIf you did not create an account, you can ignore this message.\n\nBridgeland Arena",
    },
    existingAccount: {
      subject: "Someone tried to sign up with your email address",
      preheader: "You already have an account with this address.",
      title: "You already have an account",
      intro:
        "Someone, perhaps you, tried to create a new Bridgeland Arena account with this email address. You already have one.",
      button: "Sign in",
      ignore: "If it was not you, you can ignore this message; your account is unchanged.",
      body: "Hello {{name}},\n\nSomeone, perhaps you, tried to create a new Bridgeland Arena account with this email address. You already have an account: sign in at {{url}}.\n\nIf it was not you, you can ignore this message; your account is unchanged.\n\nBridgeland Arena",
    },
    resetPassword: {
      subject: "Reset your Bridgeland Arena password",
      preheader: "Choose a new password within one hour.",
      title: "Reset your password",
      intro:
        "Someone, perhaps you, asked to reset the password of your Bridgeland Arena account. The link works for one hour.",
      button: "Choose a new password",
      ignore: "If it was not you, you can ignore this message; your password is unchanged.",
      body: "Hello {{name}},\n\nSomeone, perhaps you, asked to reset the password of your Bridgeland Arena account. To choose a new password, open this link within one hour:\n{{url}}\n\nIf it was not you, you can ignore this message; your password is unchanged.\n\nBridgeland Arena",
    },
  },
  legal: legalEn,
  tickets: ticketsEn,
  tours: toursEn,
  manage: manageEn,
  listings: listingsEn,
  services: servicesEn,
  assistant: assistantEn,
  seatLimits: seatLimitsEn,
  findSeats: findSeatsEn,
  waitingRoom: waitingRoomEn,
  queue: queueEn,
  door: doorEn,
  transfer: transferEn,
  wallet: walletEn,
  waitlist: waitlistEn,
  ticketMail: ticketMailEn,
  window: windowEn,
  status: statusEn,
  sales: salesEn,
  security: securityEn,
  pricing: pricingEn,
  saleCodes: saleCodesEn,
  houseSeats: houseSeatsEn,
};

export type Catalog = typeof en;
