// Flowering and foliage shrubs, hedges and broadleaf evergreens. Fields as documented in ../reference.ts.
export const SHRUBS = `
Abelia x grandiflora|glossy abelia,abelia|Linnaea x grandiflora|6-9|sp|m||Sx|su-fa:white/pink
Abelia mosanensis|fragrant abelia,Korean abelia|Zabelia mosanensis|5-8|sp|m||D|sp:pink/white
Abeliophyllum distichum|white forsythia,Korean abelialeaf||5-8|s|m||D|wi-sp:white
Aronia melanocarpa|black chokeberry,chokeberry,aronia|Photinia melanocarpa|3-8|sp|lmh|ne mw se|Dx|sp:white
Aronia arbutifolia|red chokeberry|Photinia pyrifolia|4-9|sp|mh|e|Dx|sp:white
Aucuba japonica|Japanese aucuba,gold dust plant,spotted laurel||6-10|ph|m||E|
Berberis thunbergii|Japanese barberry,Crimson Pygmy barberry,Rose Glow barberry||4-8|sp|l||Dx|sp:yellow
Berberis x gladwynensis 'William Penn'|William Penn barberry||6-9|sp|m||Ex|sp:yellow
Berberis julianae|wintergreen barberry||6-8|sp|m||Ex|sp:yellow
Buddleja davidii|butterfly bush,summer lilac,orange eye butterfly bush|Buddleia davidii|5-9|s|lm||Dx|su-fa:purple/pink/white/blue
Buddleja x 'Lo & Behold'|Lo & Behold butterfly bush,dwarf butterfly bush||5-9|s|lm||Dx|su-fa:purple/blue
Buxus sempervirens|common boxwood,American boxwood,English boxwood||5-8|sp|m||Ex|
Buxus microphylla|littleleaf boxwood,Japanese boxwood||6-9|sp|m||Ex|
Buxus microphylla var. japonica|Japanese boxwood,Wintergreen boxwood|Buxus sinica var. insularis|5-9|sp|m||Ex|
Buxus microphylla var. koreana|Korean boxwood|Buxus sinica var. insularis 'Wintergreen'|4-9|sp|m||Ex|
Buxus x 'Green Velvet'|Green Velvet boxwood,Green Mountain boxwood,Green Gem boxwood,Chicagoland Green boxwood||4-9|sp|m||Ex|
Buxus sempervirens 'Suffruticosa'|English boxwood,edging boxwood,true dwarf boxwood||5-8|sp|m||Ex|
Callicarpa americana|American beautyberry,beautyberry,French mulberry||6-10|sp|lm|se s|D|su:pink
Callicarpa dichotoma|purple beautyberry,Chinese beautyberry||5-8|sp|m||D|su:pink
Callistemon citrinus|crimson bottlebrush,lemon bottlebrush,bottlebrush|Melaleuca citrina|8-11|s|lm||Ex|sp-su:red
Callistemon viminalis|weeping bottlebrush|Melaleuca viminalis|9-11|s|m||E|sp-su:red
Calluna vulgaris|heather,Scotch heather,ling||4-7|s|m||E|su-fa:pink/purple/white
Calycanthus floridus|Carolina allspice,sweetshrub,sweet shrub,Carolina sweetshrub||4-9|sph|m|se|Dx|sp:red
Camellia japonica|Japanese camellia,common camellia,camellia||7-9|ph|m||E|wi-sp:red/pink/white
Camellia sasanqua|sasanqua camellia,sasanqua||7-9|ph|m||E|fa-wi:pink/white/red
Camellia sinensis|tea plant,tea camellia||7-9|p|m||E|fa:white
Caryopteris x clandonensis|bluebeard,blue mist shrub,blue mist spirea,Dark Knight caryopteris||5-9|s|l||Dx|su-fa:blue
Ceanothus americanus|New Jersey tea||4-8|sp|l|e|D|sp-su:white
Ceanothus thyrsiflorus|blue blossom,California lilac,blueblossom ceanothus||8-10|s|l|CA OR|E|sp:blue
Ceanothus x 'Concha'|Concha California lilac,Concha ceanothus||7-10|s|l||E|sp:blue
Cephalanthus occidentalis|buttonbush,common buttonbush||5-9|sp|h|e sw CA|D|su:white
Chaenomeles speciosa|flowering quince,common flowering quince,Japanese quince||4-8|s|lm||Dx|sp:red/pink/white/orange
Chaenomeles japonica|Japanese flowering quince,Maule's quince||5-9|s|lm||Dx|sp:orange/red
Chimonanthus praecox|wintersweet||7-9|sp|m||D|wi:yellow
Choisya ternata|Mexican orange blossom,Mexican orange||7-10|sp|m||Ex|sp:white
Cistus x purpureus|orchid rockrose,purple rock rose,rockrose||8-10|s|l||Ex|sp-su:pink
Clethra alnifolia|summersweet,sweet pepperbush,summersweet clethra,Hummingbird clethra||3-9|sph|mh|ne se s|Dx|su:white/pink
Clethra barbinervis|Japanese clethra,Japanese summersweet||5-8|ph|m||D|su:white
Comptonia peregrina|sweetfern,sweet fern||2-6|sp|l|ne mw se|Dx|
Cornus sericea|red twig dogwood,red osier dogwood,redosier dogwood,redtwig dogwood|Cornus stolonifera|2-7|sp|mh|ne mw w gp|D|sp:white
Cornus alba|Tatarian dogwood,red-barked dogwood,Ivory Halo dogwood,variegated red twig dogwood||3-7|sp|mh||D|sp:white
Cornus sanguinea|bloodtwig dogwood,Midwinter Fire dogwood,Arctic Fire dogwood||4-7|sp|m||D|sp:white
Cornus racemosa|gray dogwood,grey dogwood,panicled dogwood||3-8|sph|lmh|ne mw|D|sp:white
Cornus amomum|silky dogwood||4-8|sp|mh|e|D|sp:white
Corylopsis spicata|spike winter hazel,winterhazel||5-8|p|m||D|sp:yellow
Corylopsis pauciflora|buttercup winter hazel||6-8|p|m||D|sp:yellow
Corylus avellana 'Contorta'|Harry Lauder's walking stick,contorted filbert,corkscrew hazel||4-8|sp|m||D|wi:yellow
Corylus americana|American hazelnut,American filbert||4-9|sp|m|e gp|D|wi:yellow
Cotinus coggygria 'Royal Purple'|Royal Purple smokebush,purple smoke tree||4-8|s|l||Dx|su:pink/purple
Cotoneaster apiculatus|cranberry cotoneaster||4-7|s|lm||D|sp:pink
Cotoneaster horizontalis|rockspray cotoneaster,rock cotoneaster||5-7|s|lm||S|sp:pink
Cotoneaster dammeri|bearberry cotoneaster||5-8|sp|lm||E|sp:white
Cotoneaster lucidus|hedge cotoneaster,Peking cotoneaster|Cotoneaster acutifolius|3-7|s|lm||D|sp:pink
Cotoneaster divaricatus|spreading cotoneaster||5-7|s|lm||D|sp:pink
Cytisus scoparius|Scotch broom,common broom||5-8|s|l||D|sp:yellow
Daphne odora|winter daphne,fragrant daphne||7-9|p|m||Ex|wi:pink/white
Daphne x burkwoodii|Burkwood daphne,Carol Mackie daphne||4-8|sp|m||Sx|sp:pink
Deutzia gracilis|slender deutzia,Nikko deutzia,Chardonnay Pearls deutzia||5-8|sp|m||D|sp:white
Deutzia scabra|fuzzy deutzia||5-8|sp|m||D|sp:white
Diervilla lonicera|northern bush honeysuckle,dwarf bush honeysuckle||3-7|sph|lm|ne mw|Dx|su:yellow
Diervilla sessilifolia|southern bush honeysuckle||4-8|sph|lm|se|Dx|su:yellow
Dirca palustris|leatherwood,eastern leatherwood||4-9|ph|mh|e|D|sp:yellow
Distylium myricoides|distylium,Vintage Jade distylium,Blue Cascade distylium|Distylium x 'PIIDIST-I'|7-9|sp|lm||Ex|wi:red
Elaeagnus pungens|thorny elaeagnus,silverthorn,thorny olive||7-10|sp|l||E|fa:white
Elaeagnus x ebbingei|Ebbinge's silverberry,Ebbing's silverberry||6-9|sp|l||E|fa:white
Enkianthus campanulatus|redvein enkianthus,redvein bellflower||5-8|sp|m||D|sp:white/red
Erica carnea|winter heath,spring heath,heath||5-7|s|m||Ex|wi-sp:pink/white
Euonymus alatus|burning bush,winged euonymus,winged burning bush,Compactus burning bush||4-8|sp|m||D|
Euonymus japonicus|Japanese euonymus,evergreen euonymus,Silver King euonymus||6-9|sp|m||E|
Euonymus fortunei|wintercreeper,wintercreeper euonymus,Emerald Gaiety euonymus,Emerald 'n' Gold euonymus,Moonshadow euonymus||5-9|sph|m||E|
Exochorda racemosa|common pearlbush,pearlbush,Lotus Moon pearlbush||5-8|sp|m||D|sp:white
Fatsia japonica|Japanese aralia,fatsia,glossy-leaved paper plant||7-10|ph|m||Ex|fa:white
Forsythia x intermedia|border forsythia,forsythia,Lynwood Gold forsythia,Show Off forsythia||5-8|s|m||Dx|sp:yellow
Forsythia suspensa|weeping forsythia||5-8|s|m||Dx|sp:yellow
Forsythia viridissima 'Bronxensis'|Bronx forsythia,dwarf greenstem forsythia||5-8|s|m||Dx|sp:yellow
Fothergilla gardenii|dwarf fothergilla,dwarf witchalder||5-8|sp|m|se|Dx|sp:white
Fothergilla major|large fothergilla,witch alder,mountain witchalder||4-8|sp|m|se|Dx|sp:white
Fothergilla x intermedia|hybrid fothergilla,Mount Airy fothergilla,Blue Shadow fothergilla||4-8|sp|m||Dx|sp:white
Gardenia jasminoides|gardenia,cape jasmine,common gardenia|Gardenia augusta|8-11|sp|m||E|su:white
Gardenia jasminoides 'Kleim's Hardy'|Kleim's Hardy gardenia,hardy gardenia||7-10|sp|m||E|su:white
Hibiscus syriacus|rose of Sharon,rose-of-Sharon,shrub althea,althea||5-9|sp|m||D|su-fa:pink/purple/blue/white
Hibiscus rosa-sinensis|tropical hibiscus,Chinese hibiscus,Hawaiian hibiscus||10-11|s|m||E|su:red/pink/orange/yellow
Hydrangea macrophylla|bigleaf hydrangea,big leaf hydrangea,French hydrangea,mophead hydrangea,lacecap hydrangea,florist's hydrangea||5-9|p|mh||D|su:blue/pink/purple
Hydrangea macrophylla 'Endless Summer'|Endless Summer hydrangea,Endless Summer The Original hydrangea|Hydrangea macrophylla 'Bailmer'|4-9|p|mh||D|su:blue/pink
Hydrangea paniculata|panicle hydrangea,peegee hydrangea,PG hydrangea,Limelight hydrangea,Little Lime hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea paniculata 'Limelight'|Limelight hydrangea,Limelight panicle hydrangea||3-8|sp|m||D|su-fa:green/white/pink
Hydrangea paniculata 'Grandiflora'|peegee hydrangea,PeeGee hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea arborescens|smooth hydrangea,wild hydrangea,Annabelle hydrangea,Incrediball hydrangea||3-9|ph|mh|e|D|su:white
Hydrangea arborescens 'Annabelle'|Annabelle hydrangea,Annabelle smooth hydrangea||3-9|ph|mh||D|su:white
Hydrangea quercifolia|oakleaf hydrangea,oak leaf hydrangea,oak-leaved hydrangea||5-9|sph|m|se|D|su:white
Hydrangea serrata|mountain hydrangea,tea of heaven|Hydrangea macrophylla subsp. serrata|5-9|p|m||D|su:blue/pink
Hydrangea anomala subsp. petiolaris|climbing hydrangea|Hydrangea petiolaris|4-8|ph|m||D|su:white
Hypericum frondosum|golden St. John's wort,golden St. Johnswort||5-8|sp|l|se|Dx|su:yellow
Hypericum kalmianum|Kalm's St. John's wort,Kalm St. Johnswort||4-7|sp|l|mw ne|Dx|su:yellow
Hypericum calycinum|Aaron's beard,creeping St. John's wort||5-8|sp|l||Sx|su:yellow
Ilex crenata|Japanese holly,box-leaved holly,Sky Pencil holly,Helleri holly,Compacta holly||5-8|sp|m||Ex|sp:white
Ilex crenata 'Sky Pencil'|Sky Pencil holly,Sky Pencil Japanese holly||5-8|sp|m||Ex|sp:white
Ilex glabra|inkberry,inkberry holly,gallberry,Shamrock inkberry||4-9|sph|mh|e|Ex|sp:white
Ilex verticillata|winterberry,winterberry holly,black alder,Red Sprite winterberry||3-9|sp|mh|e|Dx|sp:white
Ilex x meserveae|blue holly,Meserve holly,Blue Princess holly,Blue Prince holly,China Girl holly,China Boy holly||4-8|sp|m||Ex|sp:white
Ilex cornuta|Chinese holly,horned holly,Burford holly,dwarf Burford holly,Carissa holly||7-9|sp|m||Ex|sp:white
Ilex cornuta 'Burfordii'|Burford holly||7-9|sp|m||Ex|sp:white
Ilex vomitoria 'Nana'|dwarf yaupon holly,dwarf yaupon||7-10|sph|lm||Ex|
Ilex aquifolium|English holly||6-9|sp|m||Ex|sp:white
Illicium floridanum|Florida anise,Florida anisetree,purple anise||7-10|ph|mh|se|Ex|sp:red
Illicium parviflorum|yellow anise,small anise tree,swamp star anise||7-10|sph|mh|FL GA|Ex|sp:yellow
Itea virginica|Virginia sweetspire,sweetspire,Henry's Garnet sweetspire,Little Henry sweetspire||5-9|sph|mh|e|S|sp-su:white
Jasminum nudiflorum|winter jasmine||6-9|sp|lm||D|wi:yellow
Kalmia latifolia|mountain laurel,mountain-laurel,calico bush||4-9|ph|m|e|Ex|sp:pink/white/red
Kerria japonica|Japanese kerria,Japanese rose,kerria,Pleniflora kerria||4-9|ph|m||Dx|sp:yellow
Kolkwitzia amabilis|beautybush,beauty bush||4-8|s|m||D|sp:pink
Lantana camara|lantana,common lantana,shrub verbena||9-11|s|l||Ex|sp-fa:yellow/orange/red/pink
Leucothoe fontanesiana|drooping leucothoe,doghobble,Rainbow leucothoe|Leucothoe walteri|5-8|ph|m|se|E|sp:white
Leucophyllum frutescens|Texas sage,Texas ranger,cenizo,barometer bush||8-10|s|l|TX|Ex|su-fa:purple/pink
Ligustrum japonicum|Japanese privet,wax-leaf privet,waxleaf privet||7-10|sp|lm||E|sp:white
Ligustrum lucidum|glossy privet,Chinese privet tree,tree privet||8-10|sp|lm||E|su:white
Ligustrum sinense|Chinese privet,Sunshine ligustrum,variegated privet||7-10|sp|lm||S|sp:white
Ligustrum ovalifolium|California privet||5-8|sp|lm||S|su:white
Ligustrum x vicaryi|golden privet,Vicary golden privet||5-8|s|lm||S|su:white
Ligustrum vulgare|common privet,European privet,Lodense privet||4-7|sp|lm||D|su:white
Lindera angustifolia|oriental spicebush||6-8|sp|m||D|sp:yellow
Lonicera nitida|boxleaf honeysuckle,box honeysuckle,Baggesen's Gold honeysuckle||6-9|sp|m||E|sp:white
Lonicera tatarica|Tatarian honeysuckle||3-8|sp|m||D|sp:pink/white
Loropetalum chinense|Chinese fringe flower,loropetalum,fringe flower,Ruby loropetalum,purple diamond loropetalum||7-10|sp|m||E|sp:pink/white
Loropetalum chinense var. rubrum|red leaf loropetalum,purple loropetalum||7-10|sp|m||E|sp:pink
Magnolia figo|banana shrub|Michelia figo|7-10|sp|m||E|sp:yellow
Mahonia aquifolium|Oregon grape,Oregon grape holly,Oregon holly grape|Berberis aquifolium|5-9|ph|m|pnw rm CA|Ex|sp:yellow
Mahonia bealei|leatherleaf mahonia,Beale's barberry|Berberis bealei,Mahonia japonica 'Bealei'|6-9|ph|m||Ex|wi:yellow
Mahonia eurybracteata 'Soft Caress'|Soft Caress mahonia,Soft Caress Oregon grape|Berberis eurybracteata 'Soft Caress'|7-9|ph|m||Ex|fa:yellow
Mahonia repens|creeping mahonia,creeping Oregon grape|Berberis repens|5-8|sph|l|w|Ex|sp:yellow
Myrica pensylvanica|northern bayberry,bayberry|Morella pensylvanica|3-7|sp|lm|ne mw|Sx|
Myrtus communis|common myrtle,true myrtle,myrtle||8-11|s|l||Ex|su:white
Nandina domestica|heavenly bamboo,nandina,sacred bamboo,Firepower nandina,Gulf Stream nandina||6-9|sph|lm||Ex|sp:white
Nerium oleander|oleander,rosebay||8-11|s|l||Ex|su:pink/white/red
Osmanthus fragrans|sweet olive,tea olive,fragrant olive||8-10|sp|m||E|fa-wi:white
Osmanthus heterophyllus|holly olive,false holly,holly tea olive,Goshiki osmanthus||6-9|sph|m||Ex|fa:white
Osmanthus x fortunei|Fortune's osmanthus,Fortune's tea olive||7-9|sp|m||Ex|fa:white
Osmanthus x burkwoodii|Burkwood osmanthus|x Osmarea burkwoodii|6-9|sp|m||Ex|sp:white
Pachysandra procumbens|Allegheny spurge||5-9|ph|m|se|Sx|sp:white
Philadelphus coronarius|sweet mock orange,mock orange,mockorange,English dogwood||4-8|sp|m||D|sp:white
Philadelphus x virginalis|virginal mock orange,Minnesota Snowflake mock orange||4-8|sp|m||D|sp:white
Philadelphus lewisii|Lewis' mock orange,Lewis mock orange,syringa||4-9|sp|l|pnw rm CA|D|sp:white
Photinia x fraseri|red tip photinia,redtip,Fraser photinia,red-tip photinia||7-9|s|m||E|sp:white
Physocarpus opulifolius|ninebark,common ninebark,Diabolo ninebark,Summer Wine ninebark,Little Devil ninebark,Center Glow ninebark||2-8|sp|lm|e|Dx|sp:white/pink
Pieris japonica|Japanese pieris,andromeda,lily-of-the-valley shrub,Japanese andromeda,Mountain Fire pieris||5-8|ph|m||Ex|sp:white/pink
Pieris floribunda|mountain pieris,mountain andromeda||5-8|ph|m|se|Ex|sp:white
Pittosporum tobira|Japanese pittosporum,tobira,Wheeler's Dwarf pittosporum||8-11|sph|lm||E|sp:white
Pittosporum tenuifolium|kohuhu,tawhiwhi,Silver Sheen pittosporum||8-10|sp|m||E|sp:purple
Potentilla fruticosa|shrubby cinquefoil,bush cinquefoil,potentilla,Goldfinger potentilla|Dasiphora fruticosa,Pentaphylloides fruticosa|2-7|s|lm|ne mw w|Dx|su:yellow/white/pink/orange
Prunus laurocerasus|cherry laurel,English laurel,common laurel,Otto Luyken laurel,Schip laurel,Skip laurel,Zabel laurel||6-9|sph|m||E|sp:white
Prunus laurocerasus 'Otto Luyken'|Otto Luyken cherry laurel,Otto Luyken laurel||6-9|sph|m||E|sp:white
Prunus laurocerasus 'Schipkaensis'|Schip laurel,Skip laurel,Schipka cherry laurel||5-9|sph|m||E|sp:white
Prunus lusitanica|Portugal laurel,Portuguese laurel||7-9|sp|m||E|sp:white
Prunus glandulosa|dwarf flowering almond,flowering almond||4-8|s|m||D|sp:pink/white
Prunus tomentosa|Nanking cherry,Manchu cherry||2-7|s|lm||D|sp:white/pink
Prunus besseyi|western sand cherry,sand cherry,Bessey cherry|Prunus pumila var. besseyi|3-6|s|l|gp mw rm|D|sp:white
Prunus triloba|flowering plum,double flowering plum,flowering almond tree||3-7|s|m||D|sp:pink
Pyracantha coccinea|scarlet firethorn,firethorn,pyracantha||6-9|s|lm||E|sp:white
Pyracantha koidzumii|Formosa firethorn,Victory pyracantha||7-9|s|lm||E|sp:white
Raphiolepis indica|Indian hawthorn,India hawthorn|Rhaphiolepis indica,Rhaphiolepis umbellata|8-10|sp|lm||E|sp:pink/white
Rhamnus frangula 'Fine Line'|Fine Line buckthorn,fernleaf buckthorn|Frangula alnus 'Fine Line'|3-7|sp|m||D|
Rhododendron catawbiense|Catawba rhododendron,mountain rosebay,Catawba rosebay||4-8|ph|m|se|E|sp:purple/pink
Rhododendron maximum|rosebay rhododendron,great laurel,great rhododendron||3-7|ph|mh|e|E|su:pink/white
Rhododendron 'PJM'|PJM rhododendron,PJM Elite rhododendron||4-8|sp|m||E|sp:purple/pink
Rhododendron yakushimanum|Yak rhododendron,yakushimanum rhododendron|Rhododendron degronianum subsp. yakushimanum|5-8|p|m||E|sp:pink/white
Rhododendron carolinianum|Carolina rhododendron|Rhododendron minus var. minus|5-8|ph|m|se|E|sp:pink
Rhododendron|rhododendron,hybrid rhododendron,azalea,Nova Zembla rhododendron,Roseum Elegans rhododendron,English Roseum rhododendron||4-8|ph|m||E|sp:pink/purple/red/white
Rhododendron indicum|Southern Indica azalea,Indian azalea,Formosa azalea,George Tabor azalea||7-9|ph|m||E|sp:pink/purple/white
Rhododendron x 'Encore'|Encore azalea,Autumn Angel azalea,reblooming azalea||6-10|sp|m||E|sp-fa:pink/red/white/purple
Rhododendron obtusum|Kurume azalea,Hino Crimson azalea,Hinodegiri azalea,Japanese azalea||6-9|ph|m||E|sp:red/pink/white
Rhododendron x 'Girard'|Girard azalea,Girard's Rose azalea,Girard's Fuchsia azalea||5-8|ph|m||E|sp:pink/red
Rhododendron x 'Gumpo'|Gumpo azalea,Satsuki azalea||6-9|ph|m||E|sp:white/pink
Rhododendron x 'Delaware Valley White'|Delaware Valley White azalea||6-8|ph|m||E|sp:white
Rhododendron x 'Karen'|Karen azalea||5-8|ph|m||E|sp:purple
Rhododendron x 'Northern Lights'|Northern Lights azalea,Lights series azalea,Mandarin Lights azalea||3-7|sp|m||D|sp:orange/pink/white/yellow
Rhododendron calendulaceum|flame azalea||5-7|ph|m|se|D|sp:orange/yellow/red
Rhododendron periclymenoides|pinxterbloom azalea,pinxterbloom|Rhododendron nudiflorum|4-8|ph|m|ne se|D|sp:pink
Rhododendron viscosum|swamp azalea,clammy azalea||4-9|ph|h|e|D|su:white
Rhododendron arborescens|sweet azalea,smooth azalea||4-7|ph|mh|se ne|D|su:white
Rhododendron austrinum|Florida flame azalea,Florida azalea,orange azalea||6-9|ph|m|FL GA AL MS|D|sp:yellow/orange
Rhododendron canescens|Piedmont azalea,hoary azalea,Florida pinxter azalea||6-9|ph|m|se s|D|sp:pink/white
Rhododendron prunifolium|plumleaf azalea||6-9|ph|m|GA AL|D|su:red/orange
Rhododendron schlippenbachii|royal azalea||4-7|ph|m||D|sp:pink
Rhododendron mucronulatum|Korean rhododendron,Korean azalea||4-7|sp|m||D|sp:purple/pink
Rhododendron occidentale|western azalea||6-9|sp|m|CA OR|D|sp:white/pink
Rhodotypos scandens|jetbead,black jetbead||4-8|sph|m||Dx|sp:white
Rhus aromatica 'Gro-Low'|Gro-Low fragrant sumac||3-9|sp|l||Dx|sp:yellow
Ribes alpinum|alpine currant||2-7|sph|m||D|sp:yellow
Ribes odoratum|clove currant,buffalo currant|Ribes aureum var. villosum|4-8|sp|lm|gp mw|D|sp:yellow
Ribes sanguineum|red flowering currant,flowering currant,redflower currant||6-8|sp|l|pnw CA|D|sp:pink/red
Rosa rugosa|rugosa rose,beach rose,saltspray rose,Japanese rose||2-7|s|lm||D|su:pink/white
Rosa|rose,hybrid tea rose,floribunda rose,grandiflora rose,climbing rose,shrub rose,landscape rose,Drift rose,groundcover rose,Easy Elegance rose,Meidiland rose|Rosa x hybrida|4-9|s|m||D|sp-fa:red/pink/white/yellow/orange
Rosa 'Radrazz'|Knock Out rose,KnockOut rose,Knockout rose,Double Knock Out rose|Rosa Knock Out,Rosa 'Knock Out'|5-11|s|m||D|sp-fa:red/pink
Rosa banksiae|Lady Banks rose,Banksia rose,Lady Banks' rose||6-9|s|lm||E|sp:yellow/white
Rosa setigera|prairie rose,climbing prairie rose,Illinois rose||4-8|s|lm|e gp|D|su:pink
Rosa carolina|Carolina rose,pasture rose||4-9|s|l|e|D|su:pink
Rosa virginiana|Virginia rose||3-7|s|lm|ne se|D|su:pink
Rosa palustris|swamp rose||4-9|s|h|e|D|su:pink
Rosa glauca|redleaf rose,red-leaved rose|Rosa rubrifolia|2-8|s|lm||D|su:pink
Rubus odoratus|flowering raspberry,purple-flowering raspberry,thimbleberry||3-8|ph|m|ne mw se|D|su:purple/pink
Rubus idaeus|red raspberry,raspberry||3-9|s|m||D|sp:white
Rubus fruticosus|blackberry,thornless blackberry|Rubus allegheniensis cultivars|5-9|s|m||D|sp:white
Salix purpurea 'Nana'|dwarf arctic willow,arctic blue willow,purpleosier willow|Salix purpurea 'Gracilis'|3-7|s|mh||D|
Sambucus canadensis|American elderberry,elderberry,common elderberry|Sambucus nigra subsp. canadensis|3-9|sp|mh|e gp|D|su:white
Sambucus nigra|European elderberry,black elder,Black Lace elderberry,Black Beauty elderberry||4-7|sp|m||D|su:pink/white
Sambucus racemosa|red elderberry,Sutherland Gold elder||3-7|sp|m|w ne mw|D|sp:white
Sarcococca hookeriana var. humilis|sweet box,Himalayan sweetbox,dwarf sweetbox|Sarcococca humilis|6-9|ph|m||Ex|wi:white
Sarcococca confusa|sweet box,fragrant sweetbox||6-9|ph|m||Ex|wi:white
Skimmia japonica|Japanese skimmia,skimmia||6-8|ph|m||Ex|sp:white
Sorbaria sorbifolia|false spirea,Ural false spirea,Sem false spirea||2-8|sph|mh||D|su:white
Spiraea japonica|Japanese spirea,Japanese spiraea,Goldflame spirea,Anthony Waterer spirea,Little Princess spirea,Goldmound spirea,Magic Carpet spirea||4-8|s|m||Dx|su:pink
Spiraea x bumalda|Bumald spirea,Anthony Waterer spirea,Froebel spirea|Spiraea japonica 'Bumalda'|4-8|s|m||Dx|su:pink
Spiraea x vanhouttei|Vanhoutte spirea,bridal wreath spirea,bridal wreath||3-8|s|m||Dx|sp:white
Spiraea nipponica|Nippon spirea,Snowmound spirea,Snowmound Nippon spirea||4-8|s|m||Dx|sp:white
Spiraea thunbergii|Thunberg spirea,baby's breath spirea,Ogon spirea,Mellow Yellow spirea||4-8|s|m||Dx|sp:white
Spiraea prunifolia|bridal wreath spirea,bridalwreath spirea||4-8|s|m||Dx|sp:white
Spiraea betulifolia|birchleaf spirea,Tor spirea||4-8|sp|m|pnw rm|Dx|su:white
Spiraea alba|meadowsweet,white meadowsweet,narrowleaf meadowsweet||3-8|sp|mh|ne mw|D|su:white
Spiraea tomentosa|steeplebush,hardhack||3-8|sp|mh|ne mw se|D|su:pink
Spiraea cantoniensis|Reeves spirea,Cantonese spirea||6-9|s|m||S|sp:white
Stephanandra incisa 'Crispa'|cutleaf stephanandra,lace shrub|Neillia incisa 'Crispa'|4-7|sp|m||D|sp:white
Symphoricarpos albus|common snowberry,snowberry||3-7|sph|lm|ne mw w|Dx|su:pink
Symphoricarpos orbiculatus|coralberry,Indian currant||2-7|sph|lm|e gp|Dx|su:white
Symphoricarpos x doorenbosii|Doorenbos snowberry,Amethyst coralberry||4-7|sph|lm||Dx|su:pink
Syringa vulgaris|common lilac,French lilac,lilac||3-7|s|m||Dx|sp:purple/white/pink/blue
Syringa x hyacinthiflora|early blooming lilac,hyacinth lilac,American hybrid lilac||3-7|s|m||Dx|sp:purple/pink/white
Syringa meyeri 'Palibin'|dwarf Korean lilac,Meyer lilac,Palibin lilac||3-7|s|m||Dx|sp:pink/purple
Syringa patula 'Miss Kim'|Miss Kim lilac,Manchurian lilac|Syringa pubescens subsp. patula 'Miss Kim'|3-8|s|m||Dx|sp:purple/blue
Syringa x 'Bloomerang'|Bloomerang lilac,reblooming lilac||3-7|s|m||Dx|sp-fa:purple/pink
Syringa x prestoniae|Preston lilac,late lilac||2-7|s|m||Dx|sp:pink/purple
Syringa x chinensis|Chinese lilac,Rouen lilac||3-7|s|m||Dx|sp:purple
Tamarix ramosissima|tamarisk,salt cedar,saltcedar||2-8|s|l||D|su:pink
Ternstroemia gymnanthera|Japanese cleyera,cleyera|Cleyera japonica|7-10|sph|m||E|su:white
Vaccinium corymbosum|highbush blueberry,northern highbush blueberry,blueberry||3-8|sp|m|e|D|sp:white
Vaccinium angustifolium|lowbush blueberry,wild blueberry||2-6|sp|m|ne mw|D|sp:white
Vaccinium ashei|rabbiteye blueberry|Vaccinium virgatum|7-9|s|m|se|D|sp:white
Vaccinium macrocarpon|American cranberry,cranberry,large cranberry||2-7|s|h|ne mw|E|su:pink
Vaccinium vitis-idaea|lingonberry,cowberry,mountain cranberry||2-6|sp|m|ne mw AK|E|sp:pink
Vaccinium ovatum|evergreen huckleberry,California huckleberry||7-9|sph|m|pnw CA|E|sp:white
Viburnum dentatum|arrowwood viburnum,arrowwood,southern arrowwood,Blue Muffin viburnum,Chicago Lustre viburnum||2-8|sp|lmh|e|Dx|sp:white
Viburnum trilobum|American cranberrybush viburnum,American cranberrybush,highbush cranberry|Viburnum opulus var. americanum|2-7|sp|mh|ne mw w|D|sp:white
Viburnum opulus|European cranberrybush viburnum,European cranberry bush,guelder rose,snowball bush,European snowball||3-8|sp|mh||D|sp:white
Viburnum plicatum f. tomentosum|doublefile viburnum,Mariesii viburnum,Shasta viburnum,Summer Snowflake viburnum|Viburnum plicatum var. tomentosum|5-8|sp|m||D|sp:white
Viburnum plicatum|Japanese snowball viburnum,Japanese snowball||5-8|sp|m||D|sp:white
Viburnum carlesii|Koreanspice viburnum,Korean spice viburnum||4-7|sp|m||D|sp:white/pink
Viburnum x burkwoodii|Burkwood viburnum,Mohawk viburnum||4-8|sp|m||S|sp:white/pink
Viburnum x carlcephalum|fragrant snowball viburnum,Carlcephalum viburnum||5-8|sp|m||D|sp:white
Viburnum x juddii|Judd viburnum||4-8|sp|m||D|sp:white/pink
Viburnum x pragense|Prague viburnum||5-8|sp|m||E|sp:white
Viburnum x rhytidophylloides|lantanaphyllum viburnum,Allegheny viburnum,Willowwood viburnum||4-8|sp|m||S|sp:white
Viburnum rhytidophyllum|leatherleaf viburnum||5-8|sph|m||E|sp:white
Viburnum lentago|nannyberry,nannyberry viburnum,sheepberry||2-8|sp|m|ne mw gp|D|sp:white
Viburnum prunifolium|blackhaw viburnum,black haw,blackhaw||3-9|sp|lm|e|D|sp:white
Viburnum rufidulum|rusty blackhaw viburnum,southern blackhaw||5-9|sp|l|se s mw|D|sp:white
Viburnum nudum|possumhaw viburnum,smooth witherod,Winterthur viburnum,Brandywine viburnum||5-9|sp|mh|se ne s|D|sp:white
Viburnum cassinoides|witherod viburnum,witherod|Viburnum nudum var. cassinoides|3-8|sp|mh|ne mw|D|sp:white
Viburnum acerifolium|mapleleaf viburnum,maple-leaved viburnum||3-8|ph|lm|e|D|sp:white
Viburnum obovatum|Walter's viburnum,small-leaf viburnum||6-10|sp|mh|se|S|sp:white
Viburnum odoratissimum|sweet viburnum||8-10|sp|m||E|sp:white
Viburnum odoratissimum var. awabuki|awabuki sweet viburnum,Chindo viburnum|Viburnum awabuki|7-10|sp|m||E|sp:white
Viburnum suspensum|Sandankwa viburnum||8-10|sp|m||E|sp:white
Viburnum tinus|laurustinus,laurustinus viburnum||7-10|sp|lm||Ex|wi-sp:white/pink
Viburnum sieboldii|Siebold viburnum||4-7|sp|m||D|sp:white
Viburnum farreri|fragrant viburnum,Farrer viburnum||5-8|sp|m||D|wi-sp:pink/white
Viburnum x bodnantense|Bodnant viburnum,Dawn viburnum||5-7|sp|m||D|wi:pink
Weigela florida|old fashioned weigela,weigela,Wine & Roses weigela,Sonic Bloom weigela,My Monet weigela,Spilled Wine weigela||4-8|s|m||D|sp:pink/red/white
Weigela florida 'Variegata'|variegated weigela||4-8|s|m||D|sp:pink
Xanthorhiza simplicissima|yellowroot||3-9|ph|mh|e|Dx|sp:purple
Yucca filamentosa|Adam's needle,Adam's needle yucca,Color Guard yucca,Bright Edge yucca||4-10|s|l|e|Ex|su:white
Yucca gloriosa|Spanish dagger,moundlily yucca,soft-tipped yucca||7-11|s|l|se|Ex|su-fa:white
Yucca rostrata|beaked yucca,Sapphire Skies yucca||5-10|s|l|TX|Ex|su:white
Yucca filifera|St. Peter's palm,Yucca filifera||8-11|s|l||Ex|su:white
Hesperaloe parviflora|red yucca,redflower false yucca,hummingbird yucca||5-10|s|l|TX|Ex|sp-su:red/pink/yellow
Dasylirion wheeleri|desert spoon,sotol,common sotol||7-11|s|l|AZ NM TX|Ex|su:white
Dasylirion texanum|Texas sotol,green sotol||7-11|s|l|TX|Ex|su:white
Nolina microcarpa|beargrass,sacahuista||6-10|s|l|AZ NM TX|Ex|su:white
Ruellia simplex|Mexican petunia,Britton's wild petunia|Ruellia brittoniana,Ruellia tweediana|8-11|sp|lmh||Sx|su-fa:purple/blue/pink/white
Salvia greggii|autumn sage,Gregg's sage,cherry sage||6-9|s|l|TX NM|Sx|sp-fa:red/pink/white/purple
Salvia leucantha|Mexican bush sage,velvet sage||8-10|s|l||Dx|fa:purple
Tecoma stans|yellow bells,yellow trumpetbush,esperanza,yellow elder||8-11|s|l|sw TX FL|D|su-fa:yellow
Tecomaria capensis|cape honeysuckle|Tecoma capensis|9-11|s|l||E|fa-wi:orange
Caesalpinia pulcherrima|red bird of paradise,pride of Barbados,dwarf poinciana||9-11|s|l||D|su-fa:red/orange
Caesalpinia gilliesii|yellow bird of paradise,desert bird of paradise|Erythrostemon gilliesii|8-11|s|l||D|su:yellow
Justicia californica|chuparosa,beloperone||9-11|s|l|AZ CA|D|sp:red
Justicia brandegeeana|shrimp plant|Beloperone guttata|9-11|sp|m||E|sp-fa:red/orange/yellow
Calliandra californica|Baja fairy duster,red fairy duster||9-11|s|l||E|sp-fa:red
Calliandra eriophylla|fairy duster,pink fairy duster,false mesquite||8-11|s|l|AZ CA NM TX|D|sp:pink
Larrea tridentata|creosote bush,chaparral,greasewood||7-11|s|l|sw CA|Ex|sp:yellow
Simmondsia chinensis|jojoba,goat nut,deer nut||9-11|s|l|AZ CA|Ex|
Encelia farinosa|brittlebush,brittle bush||9-11|s|l|AZ CA NV|Ex|sp:yellow
Eremophila glabra|emu bush,tar bush||9-11|s|l||Ex|sp:red/orange
Westringia fruticosa|coast rosemary,Australian rosemary||9-11|s|l||Ex|sp-su:white
Grevillea rosmarinifolia|rosemary grevillea||8-10|s|l||E|wi-sp:red/pink
Leptospermum scoparium|New Zealand tea tree,manuka||9-10|s|lm||E|sp:pink/white/red
Escallonia rubra|escallonia,red escallonia|Escallonia x exoniensis|7-10|sp|m||E|su:pink/red
Hebe speciosa|showy hebe,hebe|Veronica speciosa|8-10|sp|m||E|su:purple/pink
Carpenteria californica|bush anemone,tree anemone||8-10|sp|l|CA|E|sp-su:white
Heteromeles arbutifolia|toyon,California holly,Christmas berry||8-10|sp|l|CA|E|su:white
Rhamnus californica|coffeeberry,California coffeeberry|Frangula californica|7-10|sph|l|CA OR|E|
Arctostaphylos densiflora|Vine Hill manzanita,Howard McMinn manzanita,manzanita||7-9|s|l|CA|E|wi:white/pink
Fremontodendron californicum|California flannelbush,flannel bush,fremontia||8-10|s|l|CA AZ|E|sp:yellow
Cercocarpus ledifolius|curl-leaf mountain mahogany,mountain mahogany||3-8|s|l|w|E|
Fallugia paradoxa|Apache plume||4-8|s|l|sw rm|S|sp-su:white
Chamaebatiaria millefolium|fernbush,desert sweet||4-8|s|l|w|S|su:white
Atriplex canescens|fourwing saltbush,chamiso||4-9|s|l|w gp|E|
Ericameria nauseosa|rubber rabbitbrush,rabbitbrush,chamisa|Chrysothamnus nauseosus|4-9|s|l|w gp|D|fa:yellow
Artemisia tridentata|big sagebrush,sagebrush,basin big sagebrush||4-9|s|l|w|Ex|fa:yellow
Amorpha canescens|leadplant,lead plant||3-8|s|l|mw gp|Dx|su:purple
Amorpha fruticosa|false indigo bush,indigo bush,desert false indigo||4-9|s|lmh|e gp sw|D|su:purple
Baccharis halimifolia|groundsel bush,eastern baccharis,sea myrtle||5-9|s|lmh|e|D|fa:white
Clethra acuminata|cinnamon clethra,mountain pepperbush||5-8|ph|m|se|D|su:white
Hypericum prolificum|shrubby St. John's wort,shrubby St. Johnswort||3-8|sp|l|e|Dx|su:yellow
Hamamelis virginiana 'Little Suzie'|Little Suzie witch hazel||3-8|sp|m||Dx|fa:yellow
Cornus sericea 'Arctic Fire'|Arctic Fire dogwood,Arctic Fire red twig dogwood||3-7|sp|mh||D|sp:white
Cornus sericea 'Flaviramea'|yellow twig dogwood,golden twig dogwood||2-7|sp|mh||D|sp:white
Cornus sericea 'Kelseyi'|Kelsey dogwood,Kelsey dwarf red osier dogwood||2-7|sp|mh||D|sp:white
Cornus alba 'Elegantissima'|variegated red twig dogwood,silverleaf dogwood||3-7|sp|mh||D|sp:white
Cornus alba 'Ivory Halo'|Ivory Halo dogwood||3-7|sp|mh||D|sp:white
Physocarpus opulifolius 'Diabolo'|Diabolo ninebark,purple ninebark||3-7|sp|lm||Dx|sp:pink/white
Physocarpus opulifolius 'Summer Wine'|Summer Wine ninebark||3-7|sp|lm||Dx|sp:pink
Physocarpus opulifolius 'Little Devil'|Little Devil ninebark,dwarf ninebark||3-7|sp|lm||Dx|sp:pink
Physocarpus opulifolius 'Center Glow'|Center Glow ninebark||3-7|sp|lm||Dx|sp:white
Spiraea japonica 'Goldflame'|Goldflame spirea||4-8|s|m||Dx|su:pink
Spiraea japonica 'Little Princess'|Little Princess spirea||4-8|s|m||Dx|su:pink
Spiraea japonica 'Goldmound'|Goldmound spirea||4-8|s|m||Dx|su:pink
Spiraea japonica 'Anthony Waterer'|Anthony Waterer spirea||4-8|s|m||Dx|su:pink
Weigela florida 'Wine & Roses'|Wine & Roses weigela,Wine and Roses weigela||4-8|s|m||D|sp:pink
Weigela florida 'Spilled Wine'|Spilled Wine weigela||4-8|s|m||D|sp:pink
Weigela florida 'My Monet'|My Monet weigela||4-8|s|m||D|sp:pink
Ilex glabra 'Shamrock'|Shamrock inkberry,Shamrock holly||4-9|sph|mh||Ex|sp:white
Ilex crenata 'Helleri'|Helleri holly,Heller Japanese holly||5-8|sp|m||Ex|sp:white
Ilex crenata 'Compacta'|compact Japanese holly,Compacta holly||5-8|sp|m||Ex|sp:white
Ilex verticillata 'Red Sprite'|Red Sprite winterberry||3-9|sp|mh||Dx|sp:white
Ilex verticillata 'Winter Red'|Winter Red winterberry||3-9|sp|mh||Dx|sp:white
Ilex verticillata 'Jim Dandy'|Jim Dandy winterberry,winterberry pollinator||3-9|sp|mh||Dx|sp:white
Ilex verticillata 'Southern Gentleman'|Southern Gentleman winterberry||3-9|sp|mh||Dx|sp:white
Itea virginica 'Henry's Garnet'|Henry's Garnet sweetspire,Henry's Garnet Virginia sweetspire||5-9|sph|mh||S|sp-su:white
Itea virginica 'Little Henry'|Little Henry sweetspire||5-9|sph|mh||S|sp-su:white
Clethra alnifolia 'Hummingbird'|Hummingbird clethra,Hummingbird summersweet||3-9|sph|mh||Dx|su:white
Clethra alnifolia 'Ruby Spice'|Ruby Spice clethra,Ruby Spice summersweet||3-9|sph|mh||Dx|su:pink
Viburnum dentatum 'Blue Muffin'|Blue Muffin viburnum,Blue Muffin arrowwood||3-8|sp|lmh||Dx|sp:white
Viburnum dentatum 'Chicago Lustre'|Chicago Lustre viburnum,Chicago Lustre arrowwood||3-8|sp|lmh||Dx|sp:white
Hydrangea paniculata 'Little Lime'|Little Lime hydrangea||3-8|sp|m||D|su-fa:green/white/pink
Hydrangea paniculata 'Bobo'|Bobo hydrangea,Bobo panicle hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea paniculata 'Quick Fire'|Quick Fire hydrangea,Quickfire hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea paniculata 'Vanilla Strawberry'|Vanilla Strawberry hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea paniculata 'Pinky Winky'|Pinky Winky hydrangea||3-8|sp|m||D|su-fa:white/pink
Hydrangea paniculata 'Fire Light'|Fire Light hydrangea,Firelight hydrangea||3-8|sp|m||D|su-fa:white/red
Hydrangea arborescens 'Incrediball'|Incrediball hydrangea,Incrediball smooth hydrangea||3-9|ph|mh||D|su:white
Hydrangea quercifolia 'Snow Queen'|Snow Queen oakleaf hydrangea||5-9|sph|m||D|su:white
Hydrangea quercifolia 'Ruby Slippers'|Ruby Slippers oakleaf hydrangea||5-9|sph|m||D|su:white/pink
Hydrangea macrophylla 'Nikko Blue'|Nikko Blue hydrangea||6-9|p|mh||D|su:blue
Hydrangea macrophylla 'Let's Dance'|Let's Dance hydrangea||5-9|p|mh||D|su:blue/pink
Hydrangea macrophylla 'Twist-n-Shout'|Twist-n-Shout hydrangea,Twist and Shout hydrangea||4-9|p|mh||D|su:pink/blue
Buddleja davidii 'Black Knight'|Black Knight butterfly bush||5-9|s|lm||Dx|su-fa:purple
Rhododendron 'Nova Zembla'|Nova Zembla rhododendron||4-8|ph|m||E|sp:red
Rhododendron 'Roseum Elegans'|Roseum Elegans rhododendron||4-8|ph|m||E|sp:purple/pink
Rhododendron 'English Roseum'|English Roseum rhododendron||4-8|ph|m||E|sp:pink
Rhododendron 'Scintillation'|Scintillation rhododendron||5-8|ph|m||E|sp:pink
Rhododendron 'Cunningham's White'|Cunningham's White rhododendron||5-8|ph|m||E|sp:white
Syringa vulgaris 'Sensation'|Sensation lilac||3-7|s|m||Dx|sp:purple/white
Kalmia latifolia 'Olympic Fire'|Olympic Fire mountain laurel||5-9|ph|m||Ex|sp:red/pink
Pieris japonica 'Mountain Fire'|Mountain Fire pieris,Mountain Fire andromeda||5-8|ph|m||Ex|sp:white
Nandina domestica 'Firepower'|Firepower nandina,dwarf nandina||6-9|sph|lm||Ex|
Nandina domestica 'Gulf Stream'|Gulf Stream nandina||6-9|sph|lm||Ex|
Loropetalum chinense 'Ruby'|Ruby loropetalum||7-10|sp|m||E|sp:pink
Distylium 'Vintage Jade'|Vintage Jade distylium||7-9|sp|lm||Ex|wi:red
Abelia x grandiflora 'Kaleidoscope'|Kaleidoscope abelia||6-9|sp|m||Sx|su-fa:white
Berberis thunbergii 'Crimson Pygmy'|Crimson Pygmy barberry,dwarf red barberry|Berberis thunbergii var. atropurpurea 'Crimson Pygmy'|4-8|s|l||Dx|sp:yellow
Berberis thunbergii 'Rose Glow'|Rose Glow barberry||4-8|s|l||Dx|sp:yellow
Berberis thunbergii 'Aurea'|golden barberry,Aurea barberry||4-8|s|l||Dx|sp:yellow
Euonymus alatus 'Compactus'|compact burning bush,dwarf burning bush||4-8|sp|m||D|
Euonymus fortunei 'Emerald Gaiety'|Emerald Gaiety euonymus,Emerald Gaiety wintercreeper||5-9|sph|m||E|
Euonymus fortunei 'Emerald 'n' Gold'|Emerald 'n' Gold euonymus,Emerald and Gold euonymus||5-9|sph|m||E|
Euonymus japonicus 'Microphyllus'|boxleaf euonymus||6-9|sp|m||E|
Forsythia x intermedia 'Lynwood Gold'|Lynwood Gold forsythia,Lynwood forsythia||5-8|s|m||Dx|sp:yellow
Prunus laurocerasus 'Zabeliana'|Zabel laurel,Zabel cherry laurel||6-9|sph|m||E|sp:white
`;
