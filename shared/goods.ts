/**
 * Things people make or stock to sell, other than food: a brief that lists them ("printed
 * t-shirts and hoodies", "handmade soaps and candles") is a shop's, even when it never says
 * "shop"; and a capitalised one that opens a brief ("T-shirt shop …") says what is sold, not what
 * the shop is called. Read by the name reader (here, for the dashboard too) and the planner.
 * Words that are as often a service or a class ("pottery", "decor", "planners") are left out.
 */
export const GOODS_WORDS: readonly string[] = // Clothes and what is worn with them.
  (
    'shirt shirts tshirt tshirts tee tees hoodie hoodies sweatshirt sweatshirts jacket jackets ' +
    'kurta kurtas kurti kurtis saree sarees sari saris lehenga lehengas dupatta dupattas ' +
    'salwar dress dresses gown gowns jeans trousers skirt skirts blouse blouses socks scarf ' +
    'scarves stole stoles shawl shawls sneakers sandals chappals juttis footwear ' +
    'handbag handbags bags totes wallets belts sunglasses jewellery jewelry earrings necklaces ' +
    'bangles bracelets anklets perfume perfumes attar ' +
    // For the home and the desk.
    'candles mugs cushions rugs carpets lamps curtains bedsheets quilts furniture planters vases ' +
    'stationery notebooks journals stickers posters bookmarks toys ' +
    // For the skin and hair.
    'soaps skincare cosmetics lipsticks serums'
  ).split(/\s+/);
