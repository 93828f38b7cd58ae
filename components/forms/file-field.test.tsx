/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { FileField } from "./file-field";
import { describeRequiredField, renderInForm } from "./test-utils";

const invoice = new File(["%PDF"], "invoice.pdf", { type: "application/pdf" });
const photo = new File(["png"], "photo.png", { type: "image/png" });
const banner = new File(["png"], "banner.png", { type: "image/png" });

describe("FileField", () => {
  describeRequiredField({
    field: <FileField name="invoice" label="Invoice" required />,
    name: "invoice",
    label: "Invoice",
    control: () => screen.getByLabelText("Invoice", { exact: false }),
    fill: (user) => user.upload(screen.getByLabelText("Invoice", { exact: false }), invoice),
    filledValue: invoice,
  });

  it("shows 'Choose a file…' until a file is chosen, then the file name", async () => {
    const { user, reset } = renderInForm(<FileField name="invoice" label="Invoice" />);
    expect(screen.getByText("Choose a file…")).toBeInTheDocument();
    const input = screen.getByLabelText("Invoice");
    expect(input).toHaveAttribute("type", "file");

    await user.upload(input, invoice);
    expect(screen.getByText("invoice.pdf")).toBeInTheDocument();
    expect(screen.queryByText("Choose a file…")).not.toBeInTheDocument();

    await reset();
    expect(screen.getByText("Choose a file…")).toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("stores a list of files when multiple", async () => {
    const { user, submit, submittedValues } = renderInForm(<FileField name="photos" label="Photos" multiple accept="image/*" />);
    await user.upload(screen.getByLabelText("Photos"), [photo, banner]);
    expect(screen.getByText("photo.png, banner.png")).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(submittedValues()).toEqual({ photos: [photo, banner] }));
  });
});
