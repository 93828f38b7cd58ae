import "@testing-library/jest-dom";
import { installDialogPolyfill } from "./testing/dialog-polyfill";

installDialogPolyfill();
