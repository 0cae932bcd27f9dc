/**
 * Presale and promo codes. The hold uses a code through `findUsableCode`, `claimCodeUse` and
 * `recordCodeUse` (in its transaction); sales reports read `codesUsed`.
 */
export {
  type CodeInClaim,
  type CodeUsed,
  claimCodeUse,
  codesUsed,
  findUsableCode,
  recordCodeUse,
} from "./sale-codes.service";
