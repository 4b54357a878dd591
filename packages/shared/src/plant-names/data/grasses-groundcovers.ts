// Ornamental grasses and sedges, groundcovers, vines, ferns and succulents. Fields as documented in ../reference.ts.
export const GRASSES_GROUNDCOVERS = `
Andropogon gerardii|big bluestem,turkeyfoot,Blackhawks big bluestem||3-9|s|lm|e gp w|Hx|
Andropogon ternarius|splitbeard bluestem,silver bluestem||5-9|s|l|se s|Hx|
Andropogon virginicus|broomsedge,broomsedge bluestem||5-9|s|l|e|Hx|
Bouteloua gracilis|blue grama,blue grama grass,Blonde Ambition grama|Chondrosum gracile|3-10|s|l|w gp mw|Hx|
Bouteloua curtipendula|sideoats grama,side-oats grama||3-9|s|l|e gp w|Hx|
Buchloe dactyloides|buffalograss,buffalo grass|Bouteloua dactyloides|3-9|s|l|gp sw|Hx|
Calamagrostis x acutiflora|feather reed grass,Karl Foerster feather reed grass,Karl Foerster grass,Overdam feather reed grass||4-9|s|m||Hx|su:tan
Calamagrostis brachytricha|Korean feather reed grass,fall-blooming reed grass|Calamagrostis arundinacea var. brachytricha|4-9|sp|m||Hx|fa:pink
Carex pensylvanica|Pennsylvania sedge,oak sedge||3-8|ph|lm|e gp|Sx|
Carex morrowii|Japanese sedge,Ice Dance sedge,variegated Japanese sedge||5-9|ph|m||Ex|
Carex oshimensis|Oshima kan suge,Evergold sedge,EverColor sedge||6-9|ph|m||Ex|
Carex buchananii|leatherleaf sedge,Buchanan's sedge||6-9|sp|m||Ex|
Carex appalachica|Appalachian sedge||3-8|ph|l|e|Sx|
Carex flacca|blue sedge,carnation sedge,Blue Zinger sedge||4-9|sph|m||Sx|
Carex testacea|orange New Zealand sedge,Prairie Fire sedge||7-9|sp|m||Ex|
Carex elata 'Aurea'|Bowles' golden sedge,tufted sedge||5-9|sp|h||Hx|
Carex plantaginea|plantainleaf sedge,seersucker sedge||4-8|ph|m|ne mw se|Sx|
Carex grayi|Gray's sedge,morning star sedge||4-9|sph|h|e|Hx|
Carex muskingumensis|palm sedge,Muskingum sedge||4-9|ph|mh|mw|Hx|
Chasmanthium latifolium|northern sea oats,river oats,inland sea oats,wild oats|Uniola latifolia|4-9|sph|mh|e|Hx|su:green
Cortaderia selloana|pampas grass,Pumila pampas grass||7-11|s|lm||Ex|fa:white/pink
Deschampsia cespitosa|tufted hair grass,tussock grass,Goldtau hair grass||4-9|ph|m|ne w|Sx|su:gold
Eragrostis spectabilis|purple lovegrass,petticoat climber||5-9|s|l|e gp|Hx|su:purple
Eragrostis curvula|weeping lovegrass||7-10|s|l||Hx|
Festuca glauca|blue fescue,Elijah Blue fescue,gray fescue|Festuca ovina var. glauca|4-8|s|l||Ex|
Festuca idahoensis|Idaho fescue,blue bunchgrass||4-8|s|l|w|Ex|
Hakonechloa macra|Japanese forest grass,hakone grass,Aureola Japanese forest grass,All Gold hakone grass||5-9|ph|m||Hx|
Helictotrichon sempervirens|blue oat grass,blue avena grass|Avena sempervirens|4-8|s|l||Ex|
Imperata cylindrica 'Rubra'|Japanese blood grass,red baron grass|Imperata cylindrica 'Red Baron'|5-9|sp|m||Hx|
Juncus effusus|common rush,soft rush,corkscrew rush||4-9|sp|h|e w|Hx|
Koeleria macrantha|June grass,prairie junegrass|Koeleria cristata|3-9|s|l|w gp mw|Hx|
Leymus arenarius|blue lyme grass,sand ryegrass|Elymus arenarius|4-10|s|l||Hx|
Miscanthus sinensis|maiden grass,Chinese silver grass,eulalia,Morning Light maiden grass,zebra grass,porcupine grass,Gracillimus maiden grass,Adagio maiden grass||5-9|s|m||Hx|fa:silver/pink
Miscanthus sinensis 'Zebrinus'|zebra grass,zebra maiden grass||5-9|s|m||Hx|fa:silver
Miscanthus sinensis 'Strictus'|porcupine grass||5-9|s|m||Hx|fa:silver
Miscanthus sinensis 'Morning Light'|Morning Light maiden grass,Morning Light Japanese silver grass||5-9|s|m||Hx|fa:silver
Miscanthus sinensis 'Gracillimus'|Gracillimus maiden grass||5-9|s|m||Hx|fa:silver
Miscanthus sinensis 'Adagio'|Adagio maiden grass||5-9|s|m||Hx|fa:pink
Miscanthus x giganteus|giant miscanthus,giant silver grass||4-9|s|m||Hx|
Miscanthus sacchariflorus|Amur silver grass||4-8|s|mh||Hx|
Muhlenbergia capillaris|pink muhly grass,pink muhly,hairawn muhly,gulf muhly||6-10|s|lm|se s|Hx|fa:pink
Muhlenbergia rigens|deer grass,deergrass||7-10|s|l|CA sw|Hx|
Muhlenbergia reverchonii|seep muhly,Undaunted ruby muhly||5-10|s|l|TX OK|Hx|fa:pink
Muhlenbergia lindheimeri|Lindheimer muhly,big muhly||7-10|s|l|TX|Ex|
Nassella tenuissima|Mexican feather grass,Texas needlegrass,pony tails|Stipa tenuissima|6-10|s|l|sw TX|Hx|
Ophiopogon japonicus|mondo grass,dwarf mondo grass,Nana mondo grass,fountain plant||6-10|sph|m||Ex|su:white
Ophiopogon planiscapus 'Nigrescens'|black mondo grass,black lilyturf||6-9|sph|m||Ex|su:pink
Panicum virgatum|switchgrass,switch grass,Shenandoah switchgrass,Northwind switchgrass,Heavy Metal switchgrass||4-9|s|lmh|e gp w|Hx|
Panicum virgatum 'Shenandoah'|Shenandoah switchgrass,red switchgrass||4-9|s|lmh||Hx|
Panicum virgatum 'Northwind'|Northwind switchgrass||4-9|s|lmh||Hx|
Panicum virgatum 'Heavy Metal'|Heavy Metal switchgrass,blue switchgrass||4-9|s|lmh||Hx|
Pennisetum alopecuroides|fountain grass,Chinese fountain grass,dwarf fountain grass,Hameln fountain grass,Little Bunny fountain grass|Cenchrus alopecuroides|5-9|s|m||Hx|su-fa:tan
Pennisetum alopecuroides 'Hameln'|Hameln fountain grass,dwarf fountain grass|Cenchrus alopecuroides 'Hameln'|5-9|s|m||Hx|su-fa:tan
Pennisetum setaceum 'Rubrum'|purple fountain grass,red fountain grass|Cenchrus setaceus 'Rubrum',Pennisetum x advena 'Rubrum'|9-11|s|lm||Hx|su:purple
Pennisetum orientale|oriental fountain grass,Karley Rose fountain grass|Cenchrus orientalis|5-9|s|m||Hx|su:pink
Phalaris arundinacea 'Picta'|ribbon grass,gardener's garters||4-9|sp|mh||Hx|
Schizachyrium scoparium|little bluestem,The Blues little bluestem,Standing Ovation little bluestem,Blue Heaven little bluestem|Andropogon scoparius|3-9|s|l|e gp w|Hx|
Sesleria autumnalis|autumn moor grass||4-8|sp|lm||Sx|
Sorghastrum nutans|Indian grass,indiangrass,yellow Indian grass,Sioux Blue Indian grass|Sorghastrum avenaceum|3-9|s|l|e gp sw|Hx|fa:gold
Spartina pectinata|prairie cordgrass,freshwater cordgrass||4-9|s|mh|e gp w|Hx|
Sporobolus heterolepis|prairie dropseed,northern dropseed||3-9|s|l|mw gp ne|Hx|su:pink
Sporobolus wrightii|giant sacaton,big sacaton||5-10|s|l|sw|Hx|
Sporobolus airoides|alkali sacaton||4-9|s|l|w gp|Hx|
Stipa gigantea|giant feather grass,golden oats|Celtica gigantea|6-9|s|l||Sx|su:gold
Elymus canadensis|Canada wild rye,Canadian wildrye||3-8|sp|lm|e gp w|Hx|
Elymus virginicus|Virginia wild rye||3-9|sph|m|e gp|Hx|
Tripsacum dactyloides|eastern gamagrass||4-9|s|mh|e gp|Hx|
Acorus gramineus|Japanese sweet flag,grassy-leaved sweet flag,Ogon sweet flag||5-11|sph|h||Ex|
Acorus calamus|sweet flag,calamus||4-10|sp|h|e|Hx|
Arundo donax|giant reed,giant cane||6-10|s|mh||Hx|
Phyllostachys aurea|golden bamboo,fishpole bamboo||6-10|sp|m||E|
Phyllostachys nigra|black bamboo||7-10|sp|m||E|
Fargesia rufa|clumping bamboo,Green Panda bamboo,Chinese fountain bamboo||5-9|p|m||E|
Bambusa multiplex|hedge bamboo,Alphonse Karr bamboo||8-11|sp|m||E|
Ajuga genevensis|Geneva bugleweed,upright bugleweed||4-8|sp|m||Sx|sp:blue
Arctostaphylos uva-ursi|bearberry,kinnikinnick,Massachusetts bearberry||2-7|sp|l|ne mw w|Ex|sp:white/pink
Asarum canadense|Canadian wild ginger,wild ginger||3-8|ph|m|e|Hx|sp:maroon
Asarum europaeum|European wild ginger||4-8|ph|m||Ex|
Asarum splendens|Chinese wild ginger|Asarum chingchengense|6-9|ph|m||Ex|
Convallaria majalis|lily of the valley,lily-of-the-valley||3-8|ph|m||Hx|sp:white
Cornus canadensis|bunchberry,Canadian bunchberry,creeping dogwood|Chamaepericlymenum canadense|2-6|ph|m|ne mw w AK|Hx|sp:white
Dichondra argentea|silver ponyfoot,Silver Falls dichondra||10-11|s|l||Ex|
Duchesnea indica|mock strawberry,Indian strawberry|Potentilla indica|5-9|sph|m||Sx|sp:yellow
Fragaria virginiana|wild strawberry,Virginia strawberry||3-8|sp|m|e w|Sx|sp:white
Fragaria x ananassa|garden strawberry,strawberry||3-10|s|m||Sx|sp:white
Galium odoratum|sweet woodruff,sweetscented bedstraw|Asperula odorata|4-8|ph|m||Hx|sp:white
Gaultheria procumbens|wintergreen,checkerberry,teaberry,eastern teaberry||3-7|ph|m|ne mw se|E|su:white
Hedera helix|English ivy,common ivy||5-11|sph|m||E|
Hedera algeriensis|Algerian ivy,Canary Island ivy|Hedera canariensis|7-11|sph|m||E|
Houttuynia cordata|chameleon plant,fish mint,rainbow plant||5-11|sph|mh||H|sp:white
Lamium maculatum 'Purple Dragon'|Purple Dragon lamium||3-8|ph|m||Sx|sp:purple
Mazus reptans|creeping mazus,mazus||5-8|sp|m||Sx|sp:blue/purple
Mitchella repens|partridgeberry,partridge berry,twinberry||3-9|ph|m|e|E|sp:white
Pachysandra terminalis|Japanese pachysandra,Japanese spurge,pachysandra,Green Sheen pachysandra||4-8|ph|m||Ex|sp:white
Phlox subulata 'Candy Stripe'|Candy Stripe creeping phlox||3-9|s|l||Ex|sp:pink/white
Rubus calycinoides|creeping raspberry,Taiwanese creeping rubus|Rubus pentalobus,Rubus hayata-koidzumii|6-9|sp|lm||E|
Sagina subulata|Irish moss,Scotch moss,pearlwort||4-7|sp|m||E|su:white
Thymus serpyllum 'Elfin'|Elfin thyme,Elfin creeping thyme||4-9|s|l||Ex|su:pink
Trachelospermum asiaticum|Asian jasmine,Asiatic jasmine,dwarf jasmine||7-10|sph|m||E|
Vinca minor|periwinkle,common periwinkle,myrtle,creeping myrtle,vinca||4-8|ph|m||Ex|sp:blue/white
Vinca major|bigleaf periwinkle,greater periwinkle||7-9|ph|m||Ex|sp:blue
Waldsteinia fragarioides|barren strawberry,Appalachian barren strawberry|Geum fragarioides|4-7|sp|m|ne mw se|Sx|sp:yellow
Waldsteinia ternata|Siberian barren strawberry||4-7|sp|m||Ex|sp:yellow
Lysimachia nummularia 'Aurea'|golden creeping Jenny,Aurea moneywort||3-9|sph|mh||Sx|su:yellow
Leptinella squalida|brass buttons,New Zealand brass buttons|Cotula squalida|5-9|sp|m||E|
Isotoma fluviatilis|blue star creeper|Laurentia fluviatilis,Pratia pedunculata|6-9|sp|m||E|sp:blue
Dymondia margaretae|silver carpet,dymondia||9-11|s|l||E|su:yellow
Campsis radicans|trumpet vine,trumpet creeper,cow itch vine,Madame Galen trumpet vine||4-9|sp|lm|e|D|su:orange/red
Campsis x tagliabuana 'Madame Galen'|Madame Galen trumpet vine,Madame Galen trumpet creeper||5-9|s|lm||D|su:orange
Bignonia capreolata|crossvine,cross vine,Tangerine Beauty crossvine|Anisostichus capreolatus|5-9|sp|m|se s mw|E|sp:orange/red
Celastrus scandens|American bittersweet||3-8|s|m|e gp|D|
Clematis|clematis,large-flowered clematis,Jackmanii clematis,Nelly Moser clematis,Henryi clematis,The President clematis||4-8|sp|m||D|su:purple/blue/pink/white/red
Clematis x jackmanii|Jackman clematis,Jackmanii clematis,purple clematis||4-8|sp|m||D|su:purple
Clematis terniflora|sweet autumn clematis,sweet autumn virginsbower|Clematis paniculata,Clematis maximowicziana|4-9|sp|m||D|fa:white
Clematis virginiana|virgin's bower,devil's darning needles,Virginia virgin's bower||3-8|sph|m|e gp|D|su-fa:white
Clematis armandii|Armand clematis,evergreen clematis||7-9|sp|m||E|sp:white
Clematis montana|anemone clematis,mountain clematis||6-9|sp|m||D|sp:pink/white
Clematis viorna|leather flower,vasevine||4-9|sp|m|se mw|D|su:purple
Clematis texensis|scarlet leather flower,scarlet clematis||4-9|sp|m|TX|D|su:red
Gelsemium sempervirens|Carolina jessamine,Carolina jasmine,yellow jessamine||7-10|sp|m|se s|E|wi-sp:yellow
Hydrangea anomala|climbing hydrangea vine||4-8|ph|m||D|su:white
Schizophragma hydrangeoides|Japanese hydrangea vine,false climbing hydrangea||5-8|ph|m||D|su:white
Jasminum officinale|common jasmine,poet's jasmine,summer jasmine,true jasmine||7-10|sp|m||S|su:white
Jasminum polyanthum|pink jasmine||8-11|sp|m||E|wi-sp:white/pink
Lonicera sempervirens|coral honeysuckle,trumpet honeysuckle,scarlet honeysuckle,Major Wheeler honeysuckle||4-9|sp|m|e|S|sp-su:red/orange
Lonicera x heckrottii|goldflame honeysuckle,Gold Flame honeysuckle||5-9|sp|m||S|su:pink/yellow
Lonicera periclymenum|woodbine,European honeysuckle,common honeysuckle||5-9|sp|m||D|su:pink/yellow
Lonicera japonica|Japanese honeysuckle,Hall's honeysuckle||4-10|sp|m||S|su:white/yellow
Parthenocissus quinquefolia|Virginia creeper,woodbine,five-leaved ivy||3-9|sph|lm|e gp sw|D|
Parthenocissus tricuspidata|Boston ivy,Japanese creeper,Veitch's Boston ivy||4-8|sph|m||D|
Passiflora incarnata|purple passionflower,maypop,passion flower,passionvine||5-9|sp|lm|se s mw|D|su:purple
Passiflora caerulea|blue passionflower,blue passion flower||7-10|s|m||S|su:blue/white
Trachelospermum jasminoides|star jasmine,confederate jasmine,Southern jasmine|Rhynchospermum jasminoides|8-10|sp|m||E|sp-su:white
Wisteria sinensis|Chinese wisteria||5-8|s|m||D|sp:purple/white
Wisteria floribunda|Japanese wisteria||5-9|s|m||D|sp:purple/white/pink
Wisteria frutescens|American wisteria,Amethyst Falls wisteria||5-9|s|m|se s|D|sp:purple
Wisteria macrostachya|Kentucky wisteria,Blue Moon wisteria|Wisteria frutescens var. macrostachya|3-9|s|m|mw se s|D|sp:purple
Actinidia arguta|hardy kiwi,kiwiberry,arctic beauty kiwi||4-8|sp|m||D|sp:white
Actinidia kolomikta|variegated kiwi vine,arctic kiwi,kolomikta vine||4-8|sp|m||D|sp:white
Aristolochia macrophylla|Dutchman's pipe,pipevine|Aristolochia durior|4-8|sph|m|se ne|D|sp:purple
Akebia quinata|chocolate vine,five-leaf akebia,fiveleaf akebia||4-8|sph|m||S|sp:purple
Bougainvillea spectabilis|bougainvillea,paper flower,great bougainvillea|Bougainvillea glabra|9-11|s|l||E|sp-fa:pink/magenta/red/orange/white
Mandevilla sanderi|mandevilla,Brazilian jasmine,dipladenia,Sun Parasol mandevilla|Dipladenia sanderi|10-11|s|m||E|su:pink/red/white
Vitis vinifera|grape,wine grape,European grape||5-9|s|m||D|
Vitis labrusca|fox grape,Concord grape||4-8|s|m|ne|D|
Vitis rotundifolia|muscadine,muscadine grape,scuppernong||6-10|s|m|se s|D|
Ipomoea quamoclit|cypress vine,star glory,cardinal creeper||10-11|s|m||H|su:red
Humulus lupulus|hops,common hop,golden hops||4-8|s|m|e w|Hx|su:green
Decumaria barbara|American climbing hydrangea,woodvamp,wood vamp||6-9|ph|mh|se s|D|sp:white
Ficus pumila|creeping fig,climbing fig||8-11|sph|m||E|
Adiantum pedatum|northern maidenhair fern,maidenhair fern,five-finger fern||3-8|ph|mh|e pnw|Hx|
Adiantum capillus-veneris|southern maidenhair fern,Venus hair fern||7-10|ph|mh|se s sw CA|Hx|
Athyrium niponicum var. pictum|Japanese painted fern,painted fern,Pictum fern,Ghost fern|Athyrium niponicum 'Pictum'|4-8|ph|m||Hx|
Athyrium filix-femina|lady fern,common lady fern,Lady in Red fern||4-8|ph|mh|e w|Hx|
Athyrium 'Ghost'|Ghost fern,Ghost lady fern||4-8|ph|m||Hx|
Cyrtomium falcatum|Japanese holly fern,holly fern,house holly fern||6-10|ph|m||Ex|
Dennstaedtia punctilobula|hay-scented fern,hayscented fern,boulder fern||3-8|sph|lm|e|Hx|
Dryopteris erythrosora|autumn fern,Japanese shield fern,Brilliance autumn fern||5-9|ph|m||Ex|
Dryopteris marginalis|marginal wood fern,marginal shield fern,leatherleaf wood fern||3-8|ph|m|e|Ex|
Dryopteris filix-mas|male fern,common male fern||4-8|ph|m|ne mw w|Sx|
Dryopteris goldiana|Goldie's wood fern,Goldie's fern||3-8|ph|mh|ne mw|Hx|
Dryopteris intermedia|evergreen wood fern,intermediate wood fern,fancy fern||3-8|ph|m|e|Ex|
Dryopteris ludoviciana|southern wood fern,Florida shield fern||6-10|ph|mh|se s|Ex|
Dryopteris x australis|Dixie wood fern||5-9|ph|m||Sx|
Matteuccia struthiopteris|ostrich fern||2-8|ph|mh|ne mw pnw AK|Hx|
Onoclea sensibilis|sensitive fern,bead fern||2-10|sph|h|e gp|Hx|
Osmunda regalis|royal fern,regal fern,flowering fern||3-9|ph|h|e|Hx|
Osmundastrum cinnamomeum|cinnamon fern|Osmunda cinnamomea|3-9|ph|h|e|Hx|
Osmunda claytoniana|interrupted fern||3-8|ph|mh|ne mw se|Hx|
Polystichum acrostichoides|Christmas fern||3-9|ph|m|e|Ex|
Polystichum munitum|western sword fern,sword fern||6-9|ph|m|pnw CA|Ex|
Polystichum polyblepharum|Japanese tassel fern,tassel fern||5-8|ph|m||Ex|
Polystichum setiferum|soft shield fern,Alaska fern||5-8|ph|m||Ex|
Nephrolepis exaltata|Boston fern||10-12|ph|mh||E|
Thelypteris kunthii|southern shield fern,Kunth's maiden fern,widespread maiden fern|Christella dentata|7-10|ph|m|se s|Hx|
Thelypteris noveboracensis|New York fern|Parathelypteris noveboracensis|4-8|ph|m|e|Hx|
Woodwardia fimbriata|giant chain fern||7-10|ph|mh|pnw CA|Ex|
Blechnum spicant|deer fern,hard fern|Struthiopteris spicant|5-8|ph|mh|pnw CA AK|E|
Asplenium platyneuron|ebony spleenwort||3-9|ph|l|e|Ex|
Agave americana|century plant,American aloe,American agave||8-11|s|l|TX AZ|Ex|su:yellow
Agave parryi|Parry's agave,artichoke agave,mescal agave||5-9|s|l|AZ NM|Ex|su:yellow
Agave havardiana|Havard's agave,Havard agave||6-10|s|l|TX|Ex|su:yellow
Agave desmettiana|smooth agave,dwarf century plant||9-11|s|l||Ex|
Agave attenuata|foxtail agave,lion's tail agave||9-11|sp|l||Ex|
Agave ovatifolia|whale's tongue agave||7-11|s|l||Ex|
Aloe vera|aloe vera,medicinal aloe,true aloe,Barbados aloe|Aloe barbadensis|9-11|sp|l||Ex|wi-sp:yellow
Aloe striata|coral aloe||9-11|sp|l||Ex|sp:orange
Aeonium arboreum|tree aeonium,Zwartkop aeonium,black rose aeonium||9-11|sp|l||E|
Cereus repandus|Peruvian apple cactus,hedge cactus|Cereus peruvianus|9-11|s|l||E|su:white
Crassula ovata|jade plant,money tree,friendship tree|Crassula argentea,Crassula portulacea|10-11|sp|l||E|wi:white/pink
Echeveria elegans|Mexican snowball,white Mexican rose,Mexican gem||9-11|sp|l||E|sp:pink
Echeveria|echeveria,Perle von Nurnberg echeveria||9-11|sp|l||E|su:pink/orange
Echinocactus grusonii|golden barrel cactus|Kroenleinia grusonii|9-11|s|l||Ex|su:yellow
Euphorbia tirucalli|pencil cactus,firesticks,sticks on fire,milk bush||10-11|s|l||Ex|
Ferocactus wislizeni|fishhook barrel cactus,candy barrel cactus||9-11|s|l|AZ NM TX|Ex|su:orange
Fouquieria splendens|ocotillo||8-11|s|l|sw CA|Dx|sp:red
Graptopetalum paraguayense|ghost plant,mother-of-pearl plant||7-11|sp|l||E|sp:white
Kalanchoe blossfeldiana|kalanchoe,flaming Katy,Christmas kalanchoe||10-12|sp|l||E|wi-sp:red/orange/yellow/pink
Opuntia ficus-indica|Indian fig,Indian fig opuntia,tuna cactus||8-11|s|l||Ex|sp:yellow
Opuntia engelmannii|Engelmann's prickly pear,cow's tongue cactus||8-11|s|l|sw TX|Ex|sp:yellow
Opuntia macrocentra|purple prickly pear,black-spined prickly pear|Opuntia violacea|7-10|s|l|AZ NM TX|Ex|sp:yellow
Portulacaria afra|elephant bush,dwarf jade,spekboom||9-11|sp|l||E|
Senecio mandraliscae|blue chalksticks,blue finger|Curio talinoides subsp. mandraliscae|9-11|s|l||E|
Senecio rowleyanus|string of pearls|Curio rowleyanus|9-12|p|l||E|
Sedum morganianum|burro's tail,donkey's tail||9-11|sp|l||E|
Sedum nussbaumerianum|coppertone stonecrop,Nussbaumer's sedum||9-11|s|l||E|su:white
Yucca elephantipes|spineless yucca,giant yucca|Yucca gigantea,Yucca guatemalensis|9-11|sp|l||E|su:white
Beaucarnea recurvata|ponytail palm,elephant's foot|Nolina recurvata|9-11|sp|l||E|
Carnegiea gigantea|saguaro,saguaro cactus|Cereus giganteus|9-11|s|l|AZ CA|Ex|sp:white
Echinocereus triglochidiatus|claret cup cactus,kingcup cactus,claret cup hedgehog||4-9|s|l|sw rm|Ex|sp:red
Cylindropuntia imbricata|cane cholla,tree cholla,walking stick cholla|Opuntia imbricata|5-9|s|l|sw gp|Ex|su:magenta
Manfreda maculosa|Texas tuberose,spice lily,false aloe|Agave maculosa|7-10|s|l|TX|Ex|su:white
Sansevieria trifasciata|snake plant,mother-in-law's tongue|Dracaena trifasciata|10-12|sph|l||E|
Zamia integrifolia|coontie,Florida arrowroot|Zamia pumila,Zamia floridana|8-11|sph|l|FL GA|Ex|
Strelitzia reginae|bird of paradise,crane flower||10-12|sp|m||E|wi-sp:orange/blue
Phormium tenax|New Zealand flax,New Zealand hemp,flax lily||8-11|sp|lm||Ex|
Dianella tasmanica|flax lily,Tasman flax lily,Variegata dianella||8-11|sp|lm||E|sp:blue
Dietes iridioides|African iris,fortnight lily,butterfly iris|Dietes vegeta|8-11|sp|lm||E|sp-su:white
Agapanthus africanus|lily of the Nile,African lily,agapanthus,blue lily|Agapanthus umbellatus|8-11|sp|m||Ex|su:blue/white
Agapanthus praecox subsp. orientalis|hardy lily of the Nile,Headbourne agapanthus,Storm Cloud agapanthus|Agapanthus orientalis|7-11|sp|m||Sx|su:blue
Canna x generalis|canna lily,canna,Tropicanna canna|Canna indica hybrids|7-10|s|mh||H|su:red/orange/yellow/pink
Colocasia esculenta|elephant ear,taro,Black Magic elephant ear||8-11|sph|h||H|
Alocasia macrorrhizos|giant taro,upright elephant ear,giant elephant ear||9-11|ph|mh||E|
Musa basjoo|Japanese banana,hardy banana,Japanese fibre banana||5-10|sp|mh||H|
Ensete ventricosum|Abyssinian banana,red banana,false banana|Musa ensete|9-11|sp|mh||E|
Zantedeschia aethiopica|calla lily,arum lily,common calla||8-10|sp|mh||Hx|sp:white
Pontederia cordata|pickerelweed,pickerel rush||3-10|sp|h|e|H|su:blue
Nymphaea odorata|fragrant water lily,American white water lily,water lily||3-11|s|h|e|H|su:white
Sagittaria latifolia|broadleaf arrowhead,duck potato,arrowhead||4-10|sp|h|e w gp|H|su:white
Peltandra virginica|green arrow arum,tuckahoe||5-9|sph|h|e|H|sp:green
Typha latifolia|broadleaf cattail,common cattail,cattail||3-10|sp|h|e w gp|H|
Saururus cernuus|lizard's tail||4-9|sph|h|e|H|su:white
Equisetum hyemale|horsetail,scouring rush,rough horsetail||4-9|sp|h|e w gp|Ex|
`;
