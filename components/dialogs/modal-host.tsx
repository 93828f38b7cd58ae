"use client";

import { useAtom } from "jotai";
import { useTranslations } from "use-intl";
import { modalRequestsAtom, type ModalRequest } from "@/lib/state/ui";
import { Modal } from "./modal";

/** The title and button texts a request left out, by its kind, in the page's language. */
function useKindTexts() {
  const t = useTranslations("Shell");
  return (request: ModalRequest) => {
    if (request.kind === "confirm") return { title: t("confirmTitle"), okText: t("confirmOk"), cancelText: t("modalCancel") };
    if (request.kind === "alert") return { title: t("alertTitle"), okText: t("alertOk"), cancelText: t("modalCancel") };
    return { title: "", okText: t("modalOk"), cancelText: t("modalCancel") };
  };
}

/** Renders the modals opened through openModal()/confirm()/alert(). */
export function ModalHost() {
  const [requests, setRequests] = useAtom(modalRequestsAtom);
  const kindTexts = useKindTexts();
  return (
    <>
      {requests.map((request) => {
        const defaults = kindTexts(request);
        return (
          <Modal
            key={request.id}
            open={request.open}
            title={request.title ?? defaults.title}
            okText={request.okText ?? defaults.okText}
            cancelText={request.cancelText ?? defaults.cancelText}
            hideCancel={request.hideCancel}
            width={request.width}
            side={request.side}
            onClose={(confirmed) =>
              setRequests((all) => all.map((item) => (item.id === request.id ? { ...item, open: false, confirmed } : item)))
            }
            afterClose={(confirmed) => {
              request.resolve(confirmed);
              setRequests((all) => all.filter((item) => item.id !== request.id));
            }}
          >
            {typeof request.body === "string" ? <p className="whitespace-pre-line text-fg-muted">{request.body}</p> : request.body}
          </Modal>
        );
      })}
    </>
  );
}
