import { U as browserApi } from "./SiteLayout_D9w8JYOK.mjs";
import { i as fetchInsights, o as OWNER_DASHBOARD_COPY } from "./dashboard_Cl1tthYo.mjs";
import { useEffect, useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
// src/features/owner-dashboard/insights.ts
/** Chart colours for the shops' lines, in order; they repeat after eight shops. */
var SHOP_COLOURS = [
	"#0b7a53",
	"#d9730f",
	"#1d4ed8",
	"#7c3aed",
	"#be123c",
	"#0d9488",
	"#a16207",
	"#334155"
];
/** One row per day for the views chart: the day label and each shop's views under `shop<id>`. */
function viewRows(insights) {
	return insights.days.map((day, index) => {
		const row = { day: shortDate(day) };
		for (const shop of insights.shops) row[`shop${shop.id}`] = shop.viewsPerDay[index] ?? 0;
		return row;
	});
}
/** One row per week: its Monday, contact messages and new chats. */
function weekRows(insights) {
	return insights.weeks.map((week, index) => ({
		week: shortDate(week),
		messages: insights.messagesPerWeek[index] ?? 0,
		chats: insights.chatsPerWeek[index] ?? 0
	}));
}
var shortFormat = new Intl.DateTimeFormat("en-IE", {
	day: "numeric",
	month: "short",
	timeZone: "UTC"
});
/** "2026-11-23" as "23 Nov". */
var shortDate = (isoDay) => shortFormat.format(/* @__PURE__ */ new Date(`${isoDay}T00:00:00Z`));
/** Minutes as "45 min", "2 h 5 min" or "1 day 3 h". */
function durationLabel(minutes) {
	if (minutes < 60) return `${minutes} min`;
	const hours = Math.floor(minutes / 60);
	if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
	const days = Math.floor(hours / 24);
	return `${days} ${days === 1 ? "day" : "days"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
var totalViews = (insights) => insights.shops.reduce((sum, shop) => sum + shop.viewsPerDay.reduce((shopSum, views) => shopSum + views, 0), 0);
// src/features/owner-dashboard/InsightsTab.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/owner-dashboard/InsightsTab.tsx";
var CHART_HEIGHT = 260;
/**
* "How my shops are doing": views per day per shop, the most favourited products, contact messages
* and chats per week, and how quickly chats get a first reply. Loaded only when the tab is opened,
* so the charting library never weighs on the rest of the dashboard.
*/
function InsightsTab() {
	const [insights, setInsights] = useState(null);
	useEffect(() => {
		const controller = new AbortController();
		fetchInsights(browserApi, controller.signal).then((result) => setInsights(result.ok ? result.data : "failed"), () => void 0);
		return () => controller.abort();
	}, []);
	if (insights === null) return /* @__PURE__ */ jsxDEV("p", {
		className: "owner-empty",
		children: OWNER_DASHBOARD_COPY.insightsLoading
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 28,
		columnNumber: 33
	}, this);
	if (insights === "failed") return /* @__PURE__ */ jsxDEV("p", {
		className: "owner-empty",
		children: OWNER_DASHBOARD_COPY.insightsFailed
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 29,
		columnNumber: 37
	}, this);
	const weeks = weekRows(insights);
	const messages = insights.messagesPerWeek.reduce((sum, count) => sum + count, 0);
	const chats = insights.chatsPerWeek.reduce((sum, count) => sum + count, 0);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "owner-insights",
		"data-testid": "insights",
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "owner-section__title",
				children: OWNER_DASHBOARD_COPY.insightsTitle
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 36,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-chart",
				"aria-labelledby": "insights-views",
				children: [
					/* @__PURE__ */ jsxDEV("h3", {
						id: "insights-views",
						className: "owner-chart__title",
						children: OWNER_DASHBOARD_COPY.viewsTitle
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 39,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("p", {
						className: "owner-chart__summary",
						children: OWNER_DASHBOARD_COPY.viewsSummary(totalViews(insights))
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 42,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-chart__plot",
						children: /* @__PURE__ */ jsxDEV(ResponsiveContainer, {
							width: "100%",
							height: CHART_HEIGHT,
							children: /* @__PURE__ */ jsxDEV(LineChart, {
								data: viewRows(insights),
								margin: {
									top: 8,
									right: 12,
									bottom: 0,
									left: -16
								},
								children: [
									/* @__PURE__ */ jsxDEV(CartesianGrid, {
										strokeDasharray: "3 3",
										stroke: "#dce6e1"
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 46,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(XAxis, {
										dataKey: "day",
										tick: { fontSize: 12 },
										interval: "preserveStartEnd",
										minTickGap: 24
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 47,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(YAxis, {
										allowDecimals: false,
										tick: { fontSize: 12 }
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 48,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Tooltip, {}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 49,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Legend, {}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 50,
										columnNumber: 15
									}, this),
									insights.shops.map((shop, index) => /* @__PURE__ */ jsxDEV(Line, {
										type: "linear",
										dataKey: `shop${shop.id}`,
										name: shop.name,
										stroke: SHOP_COLOURS[index % SHOP_COLOURS.length],
										strokeWidth: 2,
										dot: false
									}, shop.id, false, {
										fileName: _jsxFileName,
										lineNumber: 52,
										columnNumber: 17
									}, this))
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 45,
								columnNumber: 13
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 44,
							columnNumber: 11
						}, this)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 43,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 38,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-chart",
				"aria-labelledby": "insights-favourites",
				children: [/* @__PURE__ */ jsxDEV("h3", {
					id: "insights-favourites",
					className: "owner-chart__title",
					children: OWNER_DASHBOARD_COPY.favouritesTitle
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 68,
					columnNumber: 9
				}, this), insights.favourites.length === 0 ? /* @__PURE__ */ jsxDEV("p", {
					className: "owner-chart__summary",
					children: OWNER_DASHBOARD_COPY.noFavourites
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 72,
					columnNumber: 11
				}, this) : /* @__PURE__ */ jsxDEV("ol", {
					className: "owner-favourites",
					children: insights.favourites.map((row) => /* @__PURE__ */ jsxDEV("li", {
						className: "owner-favourites__row",
						children: [
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-favourites__name",
								children: [
									row.name,
									" ",
									/* @__PURE__ */ jsxDEV("span", {
										className: "owner-favourites__shop",
										children: row.shopName
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 78,
										columnNumber: 30
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 77,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-favourites__bar",
								style: { inlineSize: `${row.favourites / insights.favourites[0].favourites * 100}%` },
								"aria-hidden": "true"
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 80,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-favourites__count",
								children: [
									row.favourites,
									" ",
									/* @__PURE__ */ jsxDEV("span", {
										className: "visually-hidden-text",
										children: OWNER_DASHBOARD_COPY.favouritesAxis
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 86,
										columnNumber: 36
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 85,
								columnNumber: 17
							}, this)
						]
					}, row.productId, true, {
						fileName: _jsxFileName,
						lineNumber: 76,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 74,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 67,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-chart",
				"aria-labelledby": "insights-weekly",
				children: [
					/* @__PURE__ */ jsxDEV("h3", {
						id: "insights-weekly",
						className: "owner-chart__title",
						children: OWNER_DASHBOARD_COPY.weeklyTitle
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 95,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("p", {
						className: "owner-chart__summary",
						children: OWNER_DASHBOARD_COPY.weeklySummary(messages, chats)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 98,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-chart__plot",
						children: /* @__PURE__ */ jsxDEV(ResponsiveContainer, {
							width: "100%",
							height: CHART_HEIGHT,
							children: /* @__PURE__ */ jsxDEV(BarChart, {
								data: weeks,
								margin: {
									top: 8,
									right: 12,
									bottom: 0,
									left: -16
								},
								children: [
									/* @__PURE__ */ jsxDEV(CartesianGrid, {
										strokeDasharray: "3 3",
										stroke: "#dce6e1"
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 102,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(XAxis, {
										dataKey: "week",
										tick: { fontSize: 12 },
										interval: "preserveStartEnd",
										minTickGap: 16
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 103,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(YAxis, {
										allowDecimals: false,
										tick: { fontSize: 12 }
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 104,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Tooltip, {}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 105,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Legend, {}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 106,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Bar, {
										dataKey: "messages",
										name: OWNER_DASHBOARD_COPY.messagesSeries,
										fill: SHOP_COLOURS[0]
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 107,
										columnNumber: 15
									}, this),
									/* @__PURE__ */ jsxDEV(Bar, {
										dataKey: "chats",
										name: OWNER_DASHBOARD_COPY.chatsSeries,
										fill: SHOP_COLOURS[1]
									}, void 0, false, {
										fileName: _jsxFileName,
										lineNumber: 108,
										columnNumber: 15
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 101,
								columnNumber: 13
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 100,
							columnNumber: 11
						}, this)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 99,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 94,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-chart",
				"aria-labelledby": "insights-reply",
				children: [/* @__PURE__ */ jsxDEV("h3", {
					id: "insights-reply",
					className: "owner-chart__title",
					children: OWNER_DASHBOARD_COPY.replyTitle
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 115,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("p", {
					className: "owner-chart__figure",
					"data-testid": "first-reply",
					children: insights.averageFirstReplyMinutes === null ? OWNER_DASHBOARD_COPY.noReplies : OWNER_DASHBOARD_COPY.replyValue(durationLabel(insights.averageFirstReplyMinutes), insights.repliedConversations)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 118,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 114,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
export { InsightsTab as default };
