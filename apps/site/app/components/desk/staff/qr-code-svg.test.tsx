// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import QRCode from "qrcode";
import { afterEach, describe, expect, it } from "vitest";
import { ENROLLMENT_URI } from "./staff-fixtures";
import { QrCodeSvg, qrPath } from "./qr-code-svg";

afterEach(cleanup);

describe("the enrollment's QR code", () => {
  it("draws every dark module of the library's symbol, inside a four-module quiet zone", () => {
    const { modules } = QRCode.create(ENROLLMENT_URI, { errorCorrectionLevel: "M" });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const { size, path } = qrPath(ENROLLMENT_URI);
    expect(size).toBe(modules.size + 8);
    expect(path.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern's corner module sits right after the quiet zone.
    expect(path.startsWith("M4 4h1v1h-1z")).toBe(true);
  });

  it("is an image named for screen readers, dark on white", () => {
    render(<QrCodeSvg text={ENROLLMENT_URI} label="QR code for the authenticator app" />);
    const svg = screen.getByRole("img", { name: "QR code for the authenticator app" });
    expect(svg.querySelector("rect")).toHaveAttribute("fill", "#fff");
    expect(svg.querySelector("path")).toHaveAttribute("fill", "#000");
  });
});
