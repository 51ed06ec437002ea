import { codes } from "currency-codes";
import { enumOf } from "@/lib/schemas/fields";

/**
 * ISO 4217 alphabetic codes, from the `currency-codes` package (ISO's list one, kept up to date by its
 * maintainers) rather than the runtime's `Intl.supportedValuesOf("currency")`, which differs between Node and
 * browser versions: the form, the API and the OpenAPI document must all hold the same list.
 */
export const CURRENCY_CODES = codes() as [string, ...string[]];

/** A currency as the API takes it: one of the ISO 4217 codes, exactly (upper case), else Pydantic's `enum` 422. */
export const currencyCode = () =>
  enumOf(CURRENCY_CODES).meta({ description: "An ISO 4217 currency code, upper case", example: "EUR" });
