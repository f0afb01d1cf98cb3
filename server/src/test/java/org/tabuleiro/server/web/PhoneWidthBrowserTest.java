package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.settled;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.Browsers.type;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every page of the app (WebModule's list) on a 360 px phone, signed in as the club's admin (so the moderators'
 * page and every header link show) while a game is being played: none is wider than the screen.
 */
class PhoneWidthBrowserTest extends BrowserTestBase {
  private static final Set<String> SHOWN = Set.of("/ao-vivo", "/tv", "/conta", "/moderacao", "/senha/esqueci", "/senha/nova");

  @Test
  void noPageIsWiderThanAPhone() {
    try (BrowserContext a = browsers.context(360, 740); BrowserContext b = browsers.context(1280, 900)) {
      Page admin = signUp(a, "mara");
      Page rui = signUp(b, "rui");
      newGame(admin, rui, "chess");
      String gameId = admin.url().replaceAll(".*/game/", "");
      type(admin, "e4");
      List<String> wide = new ArrayList<>();
      for (String page : WebModule.pages()) {
        String path = page.replace("{id}", page.startsWith("/game/") ? gameId : "1").replace("{name}", "rui")
            .replace("{r}", "1").replace("{no}", "1");
        admin.navigate(path);
        assertThat(admin.locator("main")).isVisible();
        settled(admin);   // the page's data and boards drawn
        int width = ((Number) admin.evaluate("document.documentElement.scrollWidth")).intValue();
        if (width > 360) wide.add(path + " (" + width + " px)");
        if (SHOWN.contains(page)) shot(admin, "phone" + page.replace('/', '-'));
      }
      assertTrue(wide.isEmpty(), "wider than a 360 px phone: " + wide);
      // The bell's list on the phone: inside the screen.
      admin.navigate("/lobby");
      admin.getByTestId("bell-button").click();
      com.microsoft.playwright.options.BoundingBox phoneList = admin.getByTestId("bell-list").boundingBox();
      assertTrue(phoneList.x >= 0 && phoneList.x + phoneList.width <= 360, "the bell's list inside a phone: " + phoneList.x + "+" + phoneList.width);
      shot(admin, "phone-bell");
      admin.getByTestId("bell-button").click();

      // The admin's header: on the phone "Menu" shows the moderators' page with the other links; at 1280 px it is
      // under "Mais" and the header keeps to one line.
      admin.navigate("/lobby");
      assertThat(admin.locator("header a[href='/moderacao']")).isHidden();
      admin.getByTestId("menu").click();
      assertThat(admin.locator("header a[href='/moderacao']")).isVisible();
      admin.setViewportSize(1280, 900);
      admin.navigate("/lobby");
      assertThat(admin.getByTestId("account-link")).isVisible();
      assertThat(admin.locator("header a[href='/moderacao']")).isHidden();
      double spread = headerSpread(admin);
      assertTrue(spread < 8, "an admin's header on one line at 1280 px (spread " + spread + " px)");
      admin.getByTestId("more").click();
      assertThat(admin.locator("header a[href='/moderacao']")).isVisible();
      shot(admin, "admin-header-more");

      // A player with a long name, at 1280 px, the bell among the links: on one line too (the bell fell under
      // "Início"), and the bell's list opens inside the screen.
      try (BrowserContext c = browsers.context(1280, 900)) {
        Page long_ = signUp(c, "joaquim_figueiredo");
        long_.navigate("/torneios");
        assertThat(long_.getByTestId("bell")).isVisible();
        double longSpread = headerSpread(long_);
        assertTrue(longSpread < 8, "a player's header on one line at 1280 px (spread " + longSpread + " px): " + long_.evaluate(
            "[...document.querySelectorAll('header.top > *, header.top nav > *')].filter(e => e.getClientRects().length > 0)"
            + ".map(e => { const r = e.getBoundingClientRect(); return e.tagName + ':' + (e.textContent || '').slice(0, 12) + '@' + Math.round(r.left) + ',' + Math.round(r.top) + ' w' + Math.round(r.width); }).join(' | ')"));
        long_.getByTestId("bell-button").click();
        com.microsoft.playwright.options.BoundingBox list = long_.getByTestId("bell-list").boundingBox();
        assertTrue(list.x >= 0 && list.x + list.width <= 1280, "the bell's list inside the screen: " + list.x + "+" + list.width);
        shot(long_, "player-header-bell");
      }
    }
  }

  /** How far apart, in pixels, the middles of the header's visible items are from top to bottom: 0 on one line. */
  private static double headerSpread(Page page) {
    @SuppressWarnings("unchecked")
    List<Number> tops = (List<Number>) page.evaluate("[...document.querySelectorAll('header.top > *, header.top nav > *')]"
        + ".filter(e => e.getClientRects().length > 0).map(e => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; })");
    return tops.stream().mapToDouble(Number::doubleValue).max().orElseThrow() - tops.stream().mapToDouble(Number::doubleValue).min().orElseThrow();
  }
}
