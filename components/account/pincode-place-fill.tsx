"use client";

import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchPincodeDelivery } from "@/lib/api/pincode";
import { pincodePattern } from "@/lib/validation";

type PlaceFields = { pincode: string; city: string; state: string };

/**
 * Inside an address form: once the PIN code reads as six digits, fills in the town and state the
 * website's delivery areas record for it. A town or state the shopper typed is kept; one it filled
 * itself follows the PIN code.
 */
export function PincodePlaceFill() {
  const { getValues, setValue } = useFormContext<PlaceFields>();
  const pincode = useWatch<PlaceFields, "pincode">({ name: "pincode" });
  const filled = useRef<{ city: string; state: string } | null>(null);

  useEffect(() => {
    const wanted = pincode?.trim() ?? "";
    if (!pincodePattern.regex.test(wanted)) return;
    let current = true;
    fetchPincodeDelivery(browserFetch, wanted)
      .then(({ place }) => {
        if (!current || !place) return;
        for (const field of ["city", "state"] as const) {
          const value = getValues(field).trim();
          if (value === "" || value === filled.current?.[field]) setValue(field, place[field], { shouldValidate: true });
        }
        filled.current = place;
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pincode, getValues, setValue]);

  return null;
}
