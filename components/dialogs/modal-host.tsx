"use client";

import { useAtom } from "jotai";
import { modalRequestsAtom } from "@/lib/state/ui";
import { Modal } from "./modal";

/** Renders the modals opened through openModal()/confirm()/alert(). */
export function ModalHost() {
  const [requests, setRequests] = useAtom(modalRequestsAtom);
  return (
    <>
      {requests.map((request) => (
        <Modal
          key={request.id}
          open={request.open}
          title={request.title}
          okText={request.okText}
          cancelText={request.cancelText}
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
      ))}
    </>
  );
}
