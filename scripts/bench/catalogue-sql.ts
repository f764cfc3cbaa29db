/*
 * The SQL the catalogue API sends to MySQL/MariaDB for the two benchmarked
 * searches, written out once (copied from the API's DB_DEBUG log) so the bare
 * node:http + mysql2 comparison server runs exactly the same statements.
 */
export const PRODUCT_SEARCH = {
  rows: `SELECT p.id, p.shop_id, p.name, p.description, p.price, p.original_price, p.image_url, p.rating, p.review_count, p.is_active, p.in_stock, s.name AS shop_name, s.location AS shop_location, s.profile_image_url AS shop_profile_image_url, s.rating AS shop_rating, s.review_count AS shop_review_count, s.view_count AS shop_view_count, c.name AS category_name, c.slug AS category_slug FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id LEFT JOIN categories AS c ON c.id = s.category_id WHERE p.is_active = ? AND s.status = ? AND s.is_active = ? AND MATCH(p.name, p.description) AGAINST (? IN BOOLEAN MODE) ORDER BY MATCH(p.name, p.description) AGAINST (? IN BOOLEAN MODE) + 10 * (p.name LIKE ? ESCAPE '!') DESC, p.rating DESC, p.id DESC LIMIT ?`,
  count: `SELECT COUNT(*) AS total FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id WHERE p.is_active = ? AND s.status = ? AND s.is_active = ? AND MATCH(p.name, p.description) AGAINST (? IN BOOLEAN MODE) LIMIT ?`,
  spotlighted: (ids: number) =>
    `SELECT DISTINCT product_id FROM spotlight_requests WHERE product_id IN (${Array(ids).fill('?').join(', ')}) AND status = ? AND end_date > ?`,
}

export const SHOP_SEARCH = {
  rows: `SELECT s.id, s.name, s.description, s.location, s.address, s.phone, s.email, s.website, s.profile_image_url, s.opening_hours, s.category_id, s.rating, s.review_count, s.view_count, s.is_approved, s.created_at, c.name AS category_name, c.slug AS category_slug FROM shops AS s LEFT JOIN categories AS c ON c.id = s.category_id WHERE s.status = ? AND s.is_active = ? AND MATCH(s.name, s.description, s.location) AGAINST (? IN BOOLEAN MODE) AND s.location LIKE ? ESCAPE '!' ORDER BY MATCH(s.name, s.description, s.location) AGAINST (? IN BOOLEAN MODE) + 10 * (s.name LIKE ? ESCAPE '!') DESC, s.rating DESC, s.id ASC LIMIT ?`,
  count: `SELECT COUNT(*) AS total FROM shops AS s WHERE s.status = ? AND s.is_active = ? AND MATCH(s.name, s.description, s.location) AGAINST (? IN BOOLEAN MODE) AND s.location LIKE ? ESCAPE '!' LIMIT ?`,
  productCounts: (ids: number) =>
    `SELECT p.shop_id, COUNT(*) AS total FROM products AS p WHERE p.shop_id IN (${Array(ids).fill('?').join(', ')}) AND p.is_active = ? GROUP BY p.shop_id`,
}
