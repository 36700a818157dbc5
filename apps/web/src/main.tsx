import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadFirstPage } from "./app/first-page";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html.");

// The first render waits for the page's code (index.html shows the page spinner meanwhile), so that it renders the
// page itself rather than a fallback that React would then hold on screen (app/first-page.ts).
void preloadFirstPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
